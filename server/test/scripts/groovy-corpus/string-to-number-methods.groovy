println '3.5'.toBigDecimal() + 1
println '12'.toLong() * 2
println '2.5'.toDouble() * 2
println 5.5.toInteger()
println((7 / 2).toInteger())
