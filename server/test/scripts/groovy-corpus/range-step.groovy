println((0..10).step(5))
def seen = []
1.upto(3) { seen << it }
3.downto(1) { seen << it }
println seen
0.step(10, 4) { println it }
