println 'abc' * 2
println '-' * 10
