" Vim syntax file for NUI / SAP Fiori stylesheets (.nss).
" Marks what NUI 0.5 rejects (// comments, !important, quotes) as errors.

if exists('b:current_syntax')
  finish
endif

let s:cpo_save = &cpo
set cpo&vim

syntax case match
syntax iskeyword @,48-57,-,_,.,/,#

" Comments and suppressions
syntax region nssComment start='/\*' end='\*/' contains=nssSuppression,@Spell
syntax match nssSuppression '\<nuance-\%(disable-next-line\|disable\|enable\)\>' contained
syntax match nssLineCommentError '\%(^\|\s\)\zs//.*$'

" Constants
syntax match nssDefinition '^\s*\zs@\%(media\)\@![A-Za-z0-9_\-\\./]\+\ze\s*:'
syntax match nssVariable '@\%(media\)\@![A-Za-z0-9_\-\\./]\+' contained

" NUI's tokenizer splits any token that starts with `@media` or `and`
syntax match nssReservedPrefix '@media[A-Za-z0-9_\-\\./]\+'
syntax match nssReservedPrefix '\<and[A-Za-z0-9_\-\\./]\+'

" @media
syntax match nssMedia '@media\>' nextgroup=nssMediaOptions skipwhite
syntax region nssMediaOptions start='(' end=')' contained contains=nssMediaKey,nssMediaValue
syntax match nssMediaKey '[A-Za-z][A-Za-z0-9_\-]*\ze\s*:' contained
syntax match nssMediaValue ':\s*\zs[A-Za-z][A-Za-z0-9_\-]*' contained
syntax keyword nssMediaAnd and

" Selectors
syntax keyword nssBuiltinClass ActivityIndicator BarButton BarButtonBack Button Control Label
syntax keyword nssBuiltinClass NavigationBar NavigationItem PageControl Progress SearchBar SearchBarButton
syntax keyword nssBuiltinClass SegmentedControl Slider Switch TabBar TabBarItem Table TableCell
syntax keyword nssBuiltinClass TableCellContentView TableCellDetail TextField TextView Toolbar View Window
syntax match nssFioriClass '\<fdl[A-Za-z0-9_\-]*'
" `Class:Chain` selectors are chains only at run time; NUI 0.5 rejects them in a stylesheet
syntax match nssSelectorChainError '\%(^\s*[A-Za-z0-9_\-.]\+\)\@<=:[A-Za-z0-9_\-.]*'

" Rule set bodies: property: value;
syntax region nssBlock matchgroup=nssBrace start='{' end='}' transparent contains=nssComment,nssLineCommentError,nssProperty,nssValue,nssDefinitionInBlock
syntax match nssProperty '[A-Za-z0-9_\-]\+\ze\s*:' contained
syntax match nssDefinitionInBlock '@[A-Za-z0-9_\-\\./]*\ze\s*:' contained
syntax region nssValue matchgroup=nssColon start=':' matchgroup=nssSemicolon end=';' end='\ze}' contained contains=@nssValues
syntax region nssDefinitionValue matchgroup=nssColon start='\%(^\s*@[A-Za-z0-9_\-\\./]\+\s*\)\@<=:' matchgroup=nssSemicolon end=';' contains=@nssValues

syntax cluster nssValues contains=nssComment,nssLineCommentError,nssReservedPrefix,nssVariable,nssHexColor,nssColorFunction,nssNumber,nssNamedColor,nssBoolean,nssEnum,nssFont,nssError
syntax match nssHexColor '\%(#\|0[xX]\)\x\{3,8}\>' contained
syntax match nssColorFunction '\c\<\%(rgba\=\|hsla\=\)\ze\s*(' contained
syntax match nssNumber '\%(^\|[ \t,(:]\)\@<=-\=\%(\d\+\%(\.\d*\)\=\|\.\d\+\)\%([A-Za-z]\+\)\=\>' contained
syntax keyword nssNamedColor black darkGray lightGray white gray red green blue cyan yellow magenta orange purple brown clear contained
syntax keyword nssBoolean true false contained
syntax keyword nssEnum none line bezel rounded single-line single-line-etched left center right fill top bottom contained
syntax keyword nssEnum uppercase lowercase capitalize default dark light alert contained
syntax keyword nssFont system boldSystem italicSystem blackSystem heavySystem lightSystem mediumSystem contained
syntax keyword nssFont semiboldSystem thinSystem ultraLightSystem contained
syntax match nssError +!\s*important\>\|"[^"]*"\=\|'[^']*'\=+ contained
syntax match nssError +!\s*important\>\|"[^"]*"\=\|'[^']*'\=+

highlight default link nssComment Comment
highlight default link nssSuppression SpecialComment
highlight default link nssLineCommentError Error
highlight default link nssDefinition Identifier
highlight default link nssDefinitionInBlock Error
highlight default link nssVariable Identifier
highlight default link nssMedia PreProc
highlight default link nssMediaAnd PreProc
highlight default link nssMediaKey Type
highlight default link nssMediaValue Constant
highlight default link nssBuiltinClass Statement
highlight default link nssFioriClass Type
highlight default link nssProperty Type
highlight default link nssHexColor Constant
highlight default link nssColorFunction Function
highlight default link nssNumber Number
highlight default link nssNamedColor Constant
highlight default link nssBoolean Boolean
highlight default link nssEnum Constant
highlight default link nssFont Constant
highlight default link nssError Error
highlight default link nssReservedPrefix Error
highlight default link nssSelectorChainError Error

let b:current_syntax = 'nss'

let &cpo = s:cpo_save
unlet s:cpo_save
