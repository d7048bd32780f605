def m = [1: 'one', 2: 'two']
println m
println m[1]
println m.get(2)
