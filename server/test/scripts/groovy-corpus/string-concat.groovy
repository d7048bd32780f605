println 'a' + 1 + 2
println 1 + 2 + 'a'
println 'x' + null
println 'n=' + [1, 2]
println 'm=' + [a: 1]
println 'total ' + 2.50
