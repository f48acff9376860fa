// sourcery: a = "unterminated, b = {[(
class C {
  // sourcery: */ x
  func f(
