def m = [a: 1, b: 2]
println m.size()
println m.keySet()
println m.values()
println m.containsKey('b')
println m.isEmpty()
