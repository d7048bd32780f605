println '42' as Integer
println(('7' as Integer) + 1)
println 12 as String
println((12 as String).size())
