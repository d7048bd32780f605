println 10.5 as int
println 3.99 as Integer
println 7.toString() + '!'
println 42.toString().size()
