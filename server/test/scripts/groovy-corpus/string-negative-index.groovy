println 'abc'[-1]
println 'hello'[0]
println 'hello'[1..3]
