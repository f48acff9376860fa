@x: "unterminated string
Label { font-color: @x; } } } {{ ;;: ÿş Ã© ğŸ˜€
