def l = [1, 2, 3, 4, 5, 6, 7]
println l.collate(3)
println l.subList(1, 3)
println l.findIndexOf { it > 3 }
