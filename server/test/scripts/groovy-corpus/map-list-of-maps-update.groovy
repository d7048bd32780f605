def rows = [[id: 1], [id: 2]]
rows.each { it.seen = true }
rows.find { it.id == 2 }.extra = 'x'
println rows
