def m = [:]
m.put('x', 1)
m['y'] = 2
m.z = 3
println m
m.remove('x')
println m
