for (c in 'abc') {
  println c
}
'xy'.each { println it.toUpperCase() }
