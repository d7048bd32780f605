def l = [5, 12, 7, 20]
println l.find { it > 10 }
println l.findAll { it > 6 }
println l.find { it > 100 }
println l.findAll { it > 100 }
