println 'abc'.toList()
println 'hello'.count('l')
