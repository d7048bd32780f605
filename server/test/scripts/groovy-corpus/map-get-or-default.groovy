def m = [a: 1]
println m.getOrDefault('a', 0)
println m.getOrDefault('z', 0)
