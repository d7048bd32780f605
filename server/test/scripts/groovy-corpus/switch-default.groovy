def code = 'zz'
switch (code) {
  case 'aa':
    println 'A'
    break
  default:
    println "no match for $code"
}
