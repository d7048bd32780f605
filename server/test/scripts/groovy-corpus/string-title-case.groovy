println 'hello big world'.split(' ').collect { it.capitalize() }.join(' ')
println 'a-b-c'.tokenize('-').last()
