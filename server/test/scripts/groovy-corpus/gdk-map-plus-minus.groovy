def m = [a: 1] + [b: 2]
println m
println m - [a: 1]
m += [c: 3]
println m
