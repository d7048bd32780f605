println 'a'
println('b')
println 3
println([1, 'two'])
println()
println 'after blank'
