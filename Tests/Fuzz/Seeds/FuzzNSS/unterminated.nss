Button {
  background-color: #FFF
  /* unterminated
