def level = 1
switch (level) {
  case 1:
    println 'one'
  case 2:
    println 'two'
    break
  case 3:
    println 'three'
}
