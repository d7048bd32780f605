println 7.intdiv(2)
println 10.intdiv(3)
println(-7.intdiv(2))
