def l = [2, 4, 6]
println l.every { it % 2 == 0 }
println l.any { it > 5 }
println l.any { it > 10 }
println([].every { false })
