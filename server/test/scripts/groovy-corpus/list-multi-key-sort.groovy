def rows = [[c: 'b', n: 2], [c: 'a', n: 3], [c: 'b', n: 1]]
println rows.sort { a, b -> a.c <=> b.c ?: a.n <=> b.n }.collect { "${it.c}${it.n}" }
