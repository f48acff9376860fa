@media (device:ipad) {
  Label { font-size: 18; }
}
