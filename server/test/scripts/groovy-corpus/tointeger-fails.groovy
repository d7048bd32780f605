try {
  '12abc'.toInteger()
  println 'converted'
} catch (e) {
  println 'not a number'
}
println '42'.toInteger() + 1
