total = 0
[1, 2, 3].each { total += it }
println total
