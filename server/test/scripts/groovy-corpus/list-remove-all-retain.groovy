def l = [1, 2, 3, 4, 5]
l.removeAll { it % 2 == 0 }
println l
def m = ['a', 'b', 'c']
m.retainAll(['a', 'c'])
println m
