//Primary colours
@brand: #3F51B5;
//Buttons
Button {
  font-color: @brand;
  corner-radius: 3;
}
