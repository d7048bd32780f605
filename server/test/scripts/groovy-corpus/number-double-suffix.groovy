def d = 1.5d
println d * 2
