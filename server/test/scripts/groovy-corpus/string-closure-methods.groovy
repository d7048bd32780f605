println 'Hello'.find { it == 'l' }
println 'abc'.collect { it.toUpperCase() }
println 'a1b2'.findAll { it.isNumber() }
println 'hello'.every { it >= 'a' }
