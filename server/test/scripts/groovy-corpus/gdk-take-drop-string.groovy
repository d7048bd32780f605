println 'abcdef'.take(3)
println 'abcdef'.drop(4)
