println(-7 % 3)
println 7 % -3
println 10 % 4
