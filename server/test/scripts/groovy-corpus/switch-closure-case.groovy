def n = 15
switch (n) {
  case { it % 2 == 0 }:
    println 'even'
    break
  case { it > 10 }:
    println 'odd and big'
    break
  default:
    println 'odd'
}
