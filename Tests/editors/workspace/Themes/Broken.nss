@accent: #0A6ED1;

// NUI has no line comments: this drops the whole stylesheet
Label {
    font-color: @accent;
}
