settings
{
    tip.enabled = true
}
menu(type='file' title='Tools')
{
    item(title='Copy path' cmd='copy' arg=sel.path)
}
