def x = 10
x *= 3
println x
x /= 4
println x
x -= 0.5
println x
def y = 17
y %= 5
println y
