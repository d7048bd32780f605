println '2024-01-31'.split('-')*.toInteger()
println 'a b  c'.split()
println '1,2,3'.tokenize(',').collect { it as Integer }.sum()
