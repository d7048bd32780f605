println((5..1).toList())
println((3..1).collect { it * 2 })
