def m = [one: 1, two: 2]
println m.entrySet().collect { it.key }
println m.keySet().toList().reverse()
