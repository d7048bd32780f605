def m = [b: 2, c: 1, a: 3]
println m.sort()
println m.sort { it.value }
