def status = 'shipped'
switch (status) {
  case 'new':
    println 'fresh'
    break
  case 'shipped':
    println 'on its way'
    break
  default:
    println 'unknown'
}
