[[1, 2], [3]].each { row ->
  row.each { println it * 10 }
}
println([[1, 2], [3]].collect { it.collect { it + 1 } })
