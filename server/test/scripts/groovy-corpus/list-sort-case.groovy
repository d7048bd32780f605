println(['b', 'A', 'a', 'B'].sort())
println(['b', 'A', 'a'].sort { it.toLowerCase() })
