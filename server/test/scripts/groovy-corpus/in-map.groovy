def m = [a: 1, b: 2]
println 'a' in m
println 'z' in m
