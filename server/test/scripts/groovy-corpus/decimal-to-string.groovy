println 12.50.toString()
println 1.0 / 8
println 100.0 * 0.15
println((19.99 * 3).toString())
