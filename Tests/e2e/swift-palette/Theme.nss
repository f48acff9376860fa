@tintColor_darkBackground: #112233;
@tintColor: #445566;

Button {
    font-color: tintColor;
}

@spare: #000000;
