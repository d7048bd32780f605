def add = { a, b -> a + b }
println add(2, 3)
println add('x', 'y')
