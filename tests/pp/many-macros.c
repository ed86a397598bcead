/* Macro names by the thousand: the table's chains are ordered by hash,
 * then by name; definitions, redefinitions and #undef of names that may
 * share a chain (generated pattern, checked against gcc -E). */
#define M0 0
#define M1 1
#define M2 2
#define M3 3
#define M4 4
#define M5 5
#define M6 6
#define M7 7
#define M8 8
#define M9 9
#define M10 10
#define M11 11
#define M12 12
#define M13 13
#define M14 14
#define M15 15
#define M16 16
#define M17 17
#define M18 18
#define M19 19
#define M20 20
#define M21 21
#define M22 22
#define M23 23
#define M24 24
#define M25 25
#define M26 26
#define M27 27
#define M28 28
#define M29 29
#define M30 30
#define M31 31
#define M32 32
#define M33 33
#define M34 34
#define M35 35
#define M36 36
#define M37 37
#define M38 38
#define M39 39
#define M40 40
#define M41 41
#define M42 42
#define M43 43
#define M44 44
#define M45 45
#define M46 46
#define M47 47
#define M48 48
#define M49 49
#define M50 50
#define M51 51
#define M52 52
#define M53 53
#define M54 54
#define M55 55
#define M56 56
#define M57 57
#define M58 58
#define M59 59
#define M60 60
#define M61 61
#define M62 62
#define M63 63
#define M64 64
#define M65 65
#define M66 66
#define M67 67
#define M68 68
#define M69 69
#define M70 70
#define M71 71
#define M72 72
#define M73 73
#define M74 74
#define M75 75
#define M76 76
#define M77 77
#define M78 78
#define M79 79
#define M80 80
#define M81 81
#define M82 82
#define M83 83
#define M84 84
#define M85 85
#define M86 86
#define M87 87
#define M88 88
#define M89 89
#define M90 90
#define M91 91
#define M92 92
#define M93 93
#define M94 94
#define M95 95
#define M96 96
#define M97 97
#define M98 98
#define M99 99
#define M100 100
#define M101 101
#define M102 102
#define M103 103
#define M104 104
#define M105 105
#define M106 106
#define M107 107
#define M108 108
#define M109 109
#define M110 110
#define M111 111
#define M112 112
#define M113 113
#define M114 114
#define M115 115
#define M116 116
#define M117 117
#define M118 118
#define M119 119
#define M120 120
#define M121 121
#define M122 122
#define M123 123
#define M124 124
#define M125 125
#define M126 126
#define M127 127
#define M128 128
#define M129 129
#define M130 130
#define M131 131
#define M132 132
#define M133 133
#define M134 134
#define M135 135
#define M136 136
#define M137 137
#define M138 138
#define M139 139
#define M140 140
#define M141 141
#define M142 142
#define M143 143
#define M144 144
#define M145 145
#define M146 146
#define M147 147
#define M148 148
#define M149 149
#define M150 150
#define M151 151
#define M152 152
#define M153 153
#define M154 154
#define M155 155
#define M156 156
#define M157 157
#define M158 158
#define M159 159
#define M160 160
#define M161 161
#define M162 162
#define M163 163
#define M164 164
#define M165 165
#define M166 166
#define M167 167
#define M168 168
#define M169 169
#define M170 170
#define M171 171
#define M172 172
#define M173 173
#define M174 174
#define M175 175
#define M176 176
#define M177 177
#define M178 178
#define M179 179
#define M180 180
#define M181 181
#define M182 182
#define M183 183
#define M184 184
#define M185 185
#define M186 186
#define M187 187
#define M188 188
#define M189 189
#define M190 190
#define M191 191
#define M192 192
#define M193 193
#define M194 194
#define M195 195
#define M196 196
#define M197 197
#define M198 198
#define M199 199
#define M200 200
#define M201 201
#define M202 202
#define M203 203
#define M204 204
#define M205 205
#define M206 206
#define M207 207
#define M208 208
#define M209 209
#define M210 210
#define M211 211
#define M212 212
#define M213 213
#define M214 214
#define M215 215
#define M216 216
#define M217 217
#define M218 218
#define M219 219
#define M220 220
#define M221 221
#define M222 222
#define M223 223
#define M224 224
#define M225 225
#define M226 226
#define M227 227
#define M228 228
#define M229 229
#define M230 230
#define M231 231
#define M232 232
#define M233 233
#define M234 234
#define M235 235
#define M236 236
#define M237 237
#define M238 238
#define M239 239
#define M240 240
#define M241 241
#define M242 242
#define M243 243
#define M244 244
#define M245 245
#define M246 246
#define M247 247
#define M248 248
#define M249 249
#define M250 250
#define M251 251
#define M252 252
#define M253 253
#define M254 254
#define M255 255
#define M256 256
#define M257 257
#define M258 258
#define M259 259
#define M260 260
#define M261 261
#define M262 262
#define M263 263
#define M264 264
#define M265 265
#define M266 266
#define M267 267
#define M268 268
#define M269 269
#define M270 270
#define M271 271
#define M272 272
#define M273 273
#define M274 274
#define M275 275
#define M276 276
#define M277 277
#define M278 278
#define M279 279
#define M280 280
#define M281 281
#define M282 282
#define M283 283
#define M284 284
#define M285 285
#define M286 286
#define M287 287
#define M288 288
#define M289 289
#define M290 290
#define M291 291
#define M292 292
#define M293 293
#define M294 294
#define M295 295
#define M296 296
#define M297 297
#define M298 298
#define M299 299
#define M300 300
#define M301 301
#define M302 302
#define M303 303
#define M304 304
#define M305 305
#define M306 306
#define M307 307
#define M308 308
#define M309 309
#define M310 310
#define M311 311
#define M312 312
#define M313 313
#define M314 314
#define M315 315
#define M316 316
#define M317 317
#define M318 318
#define M319 319
#define M320 320
#define M321 321
#define M322 322
#define M323 323
#define M324 324
#define M325 325
#define M326 326
#define M327 327
#define M328 328
#define M329 329
#define M330 330
#define M331 331
#define M332 332
#define M333 333
#define M334 334
#define M335 335
#define M336 336
#define M337 337
#define M338 338
#define M339 339
#define M340 340
#define M341 341
#define M342 342
#define M343 343
#define M344 344
#define M345 345
#define M346 346
#define M347 347
#define M348 348
#define M349 349
#define M350 350
#define M351 351
#define M352 352
#define M353 353
#define M354 354
#define M355 355
#define M356 356
#define M357 357
#define M358 358
#define M359 359
#define M360 360
#define M361 361
#define M362 362
#define M363 363
#define M364 364
#define M365 365
#define M366 366
#define M367 367
#define M368 368
#define M369 369
#define M370 370
#define M371 371
#define M372 372
#define M373 373
#define M374 374
#define M375 375
#define M376 376
#define M377 377
#define M378 378
#define M379 379
#define M380 380
#define M381 381
#define M382 382
#define M383 383
#define M384 384
#define M385 385
#define M386 386
#define M387 387
#define M388 388
#define M389 389
#define M390 390
#define M391 391
#define M392 392
#define M393 393
#define M394 394
#define M395 395
#define M396 396
#define M397 397
#define M398 398
#define M399 399
#define M400 400
#define M401 401
#define M402 402
#define M403 403
#define M404 404
#define M405 405
#define M406 406
#define M407 407
#define M408 408
#define M409 409
#define M410 410
#define M411 411
#define M412 412
#define M413 413
#define M414 414
#define M415 415
#define M416 416
#define M417 417
#define M418 418
#define M419 419
#define M420 420
#define M421 421
#define M422 422
#define M423 423
#define M424 424
#define M425 425
#define M426 426
#define M427 427
#define M428 428
#define M429 429
#define M430 430
#define M431 431
#define M432 432
#define M433 433
#define M434 434
#define M435 435
#define M436 436
#define M437 437
#define M438 438
#define M439 439
#define M440 440
#define M441 441
#define M442 442
#define M443 443
#define M444 444
#define M445 445
#define M446 446
#define M447 447
#define M448 448
#define M449 449
#define M450 450
#define M451 451
#define M452 452
#define M453 453
#define M454 454
#define M455 455
#define M456 456
#define M457 457
#define M458 458
#define M459 459
#define M460 460
#define M461 461
#define M462 462
#define M463 463
#define M464 464
#define M465 465
#define M466 466
#define M467 467
#define M468 468
#define M469 469
#define M470 470
#define M471 471
#define M472 472
#define M473 473
#define M474 474
#define M475 475
#define M476 476
#define M477 477
#define M478 478
#define M479 479
#define M480 480
#define M481 481
#define M482 482
#define M483 483
#define M484 484
#define M485 485
#define M486 486
#define M487 487
#define M488 488
#define M489 489
#define M490 490
#define M491 491
#define M492 492
#define M493 493
#define M494 494
#define M495 495
#define M496 496
#define M497 497
#define M498 498
#define M499 499
#define M500 500
#define M501 501
#define M502 502
#define M503 503
#define M504 504
#define M505 505
#define M506 506
#define M507 507
#define M508 508
#define M509 509
#define M510 510
#define M511 511
#define M512 512
#define M513 513
#define M514 514
#define M515 515
#define M516 516
#define M517 517
#define M518 518
#define M519 519
#define M520 520
#define M521 521
#define M522 522
#define M523 523
#define M524 524
#define M525 525
#define M526 526
#define M527 527
#define M528 528
#define M529 529
#define M530 530
#define M531 531
#define M532 532
#define M533 533
#define M534 534
#define M535 535
#define M536 536
#define M537 537
#define M538 538
#define M539 539
#define M540 540
#define M541 541
#define M542 542
#define M543 543
#define M544 544
#define M545 545
#define M546 546
#define M547 547
#define M548 548
#define M549 549
#define M550 550
#define M551 551
#define M552 552
#define M553 553
#define M554 554
#define M555 555
#define M556 556
#define M557 557
#define M558 558
#define M559 559
#define M560 560
#define M561 561
#define M562 562
#define M563 563
#define M564 564
#define M565 565
#define M566 566
#define M567 567
#define M568 568
#define M569 569
#define M570 570
#define M571 571
#define M572 572
#define M573 573
#define M574 574
#define M575 575
#define M576 576
#define M577 577
#define M578 578
#define M579 579
#define M580 580
#define M581 581
#define M582 582
#define M583 583
#define M584 584
#define M585 585
#define M586 586
#define M587 587
#define M588 588
#define M589 589
#define M590 590
#define M591 591
#define M592 592
#define M593 593
#define M594 594
#define M595 595
#define M596 596
#define M597 597
#define M598 598
#define M599 599
#define M600 600
#define M601 601
#define M602 602
#define M603 603
#define M604 604
#define M605 605
#define M606 606
#define M607 607
#define M608 608
#define M609 609
#define M610 610
#define M611 611
#define M612 612
#define M613 613
#define M614 614
#define M615 615
#define M616 616
#define M617 617
#define M618 618
#define M619 619
#define M620 620
#define M621 621
#define M622 622
#define M623 623
#define M624 624
#define M625 625
#define M626 626
#define M627 627
#define M628 628
#define M629 629
#define M630 630
#define M631 631
#define M632 632
#define M633 633
#define M634 634
#define M635 635
#define M636 636
#define M637 637
#define M638 638
#define M639 639
#define M640 640
#define M641 641
#define M642 642
#define M643 643
#define M644 644
#define M645 645
#define M646 646
#define M647 647
#define M648 648
#define M649 649
#define M650 650
#define M651 651
#define M652 652
#define M653 653
#define M654 654
#define M655 655
#define M656 656
#define M657 657
#define M658 658
#define M659 659
#define M660 660
#define M661 661
#define M662 662
#define M663 663
#define M664 664
#define M665 665
#define M666 666
#define M667 667
#define M668 668
#define M669 669
#define M670 670
#define M671 671
#define M672 672
#define M673 673
#define M674 674
#define M675 675
#define M676 676
#define M677 677
#define M678 678
#define M679 679
#define M680 680
#define M681 681
#define M682 682
#define M683 683
#define M684 684
#define M685 685
#define M686 686
#define M687 687
#define M688 688
#define M689 689
#define M690 690
#define M691 691
#define M692 692
#define M693 693
#define M694 694
#define M695 695
#define M696 696
#define M697 697
#define M698 698
#define M699 699
#define M700 700
#define M701 701
#define M702 702
#define M703 703
#define M704 704
#define M705 705
#define M706 706
#define M707 707
#define M708 708
#define M709 709
#define M710 710
#define M711 711
#define M712 712
#define M713 713
#define M714 714
#define M715 715
#define M716 716
#define M717 717
#define M718 718
#define M719 719
#define M720 720
#define M721 721
#define M722 722
#define M723 723
#define M724 724
#define M725 725
#define M726 726
#define M727 727
#define M728 728
#define M729 729
#define M730 730
#define M731 731
#define M732 732
#define M733 733
#define M734 734
#define M735 735
#define M736 736
#define M737 737
#define M738 738
#define M739 739
#define M740 740
#define M741 741
#define M742 742
#define M743 743
#define M744 744
#define M745 745
#define M746 746
#define M747 747
#define M748 748
#define M749 749
#define M750 750
#define M751 751
#define M752 752
#define M753 753
#define M754 754
#define M755 755
#define M756 756
#define M757 757
#define M758 758
#define M759 759
#define M760 760
#define M761 761
#define M762 762
#define M763 763
#define M764 764
#define M765 765
#define M766 766
#define M767 767
#define M768 768
#define M769 769
#define M770 770
#define M771 771
#define M772 772
#define M773 773
#define M774 774
#define M775 775
#define M776 776
#define M777 777
#define M778 778
#define M779 779
#define M780 780
#define M781 781
#define M782 782
#define M783 783
#define M784 784
#define M785 785
#define M786 786
#define M787 787
#define M788 788
#define M789 789
#define M790 790
#define M791 791
#define M792 792
#define M793 793
#define M794 794
#define M795 795
#define M796 796
#define M797 797
#define M798 798
#define M799 799
#define M800 800
#define M801 801
#define M802 802
#define M803 803
#define M804 804
#define M805 805
#define M806 806
#define M807 807
#define M808 808
#define M809 809
#define M810 810
#define M811 811
#define M812 812
#define M813 813
#define M814 814
#define M815 815
#define M816 816
#define M817 817
#define M818 818
#define M819 819
#define M820 820
#define M821 821
#define M822 822
#define M823 823
#define M824 824
#define M825 825
#define M826 826
#define M827 827
#define M828 828
#define M829 829
#define M830 830
#define M831 831
#define M832 832
#define M833 833
#define M834 834
#define M835 835
#define M836 836
#define M837 837
#define M838 838
#define M839 839
#define M840 840
#define M841 841
#define M842 842
#define M843 843
#define M844 844
#define M845 845
#define M846 846
#define M847 847
#define M848 848
#define M849 849
#define M850 850
#define M851 851
#define M852 852
#define M853 853
#define M854 854
#define M855 855
#define M856 856
#define M857 857
#define M858 858
#define M859 859
#define M860 860
#define M861 861
#define M862 862
#define M863 863
#define M864 864
#define M865 865
#define M866 866
#define M867 867
#define M868 868
#define M869 869
#define M870 870
#define M871 871
#define M872 872
#define M873 873
#define M874 874
#define M875 875
#define M876 876
#define M877 877
#define M878 878
#define M879 879
#define M880 880
#define M881 881
#define M882 882
#define M883 883
#define M884 884
#define M885 885
#define M886 886
#define M887 887
#define M888 888
#define M889 889
#define M890 890
#define M891 891
#define M892 892
#define M893 893
#define M894 894
#define M895 895
#define M896 896
#define M897 897
#define M898 898
#define M899 899
#define M900 900
#define M901 901
#define M902 902
#define M903 903
#define M904 904
#define M905 905
#define M906 906
#define M907 907
#define M908 908
#define M909 909
#define M910 910
#define M911 911
#define M912 912
#define M913 913
#define M914 914
#define M915 915
#define M916 916
#define M917 917
#define M918 918
#define M919 919
#define M920 920
#define M921 921
#define M922 922
#define M923 923
#define M924 924
#define M925 925
#define M926 926
#define M927 927
#define M928 928
#define M929 929
#define M930 930
#define M931 931
#define M932 932
#define M933 933
#define M934 934
#define M935 935
#define M936 936
#define M937 937
#define M938 938
#define M939 939
#define M940 940
#define M941 941
#define M942 942
#define M943 943
#define M944 944
#define M945 945
#define M946 946
#define M947 947
#define M948 948
#define M949 949
#define M950 950
#define M951 951
#define M952 952
#define M953 953
#define M954 954
#define M955 955
#define M956 956
#define M957 957
#define M958 958
#define M959 959
#define M960 960
#define M961 961
#define M962 962
#define M963 963
#define M964 964
#define M965 965
#define M966 966
#define M967 967
#define M968 968
#define M969 969
#define M970 970
#define M971 971
#define M972 972
#define M973 973
#define M974 974
#define M975 975
#define M976 976
#define M977 977
#define M978 978
#define M979 979
#define M980 980
#define M981 981
#define M982 982
#define M983 983
#define M984 984
#define M985 985
#define M986 986
#define M987 987
#define M988 988
#define M989 989
#define M990 990
#define M991 991
#define M992 992
#define M993 993
#define M994 994
#define M995 995
#define M996 996
#define M997 997
#define M998 998
#define M999 999
#define M1000 1000
#define M1001 1001
#define M1002 1002
#define M1003 1003
#define M1004 1004
#define M1005 1005
#define M1006 1006
#define M1007 1007
#define M1008 1008
#define M1009 1009
#define M1010 1010
#define M1011 1011
#define M1012 1012
#define M1013 1013
#define M1014 1014
#define M1015 1015
#define M1016 1016
#define M1017 1017
#define M1018 1018
#define M1019 1019
#define M1020 1020
#define M1021 1021
#define M1022 1022
#define M1023 1023
#define M1024 1024
#define M1025 1025
#define M1026 1026
#define M1027 1027
#define M1028 1028
#define M1029 1029
#define M1030 1030
#define M1031 1031
#define M1032 1032
#define M1033 1033
#define M1034 1034
#define M1035 1035
#define M1036 1036
#define M1037 1037
#define M1038 1038
#define M1039 1039
#define M1040 1040
#define M1041 1041
#define M1042 1042
#define M1043 1043
#define M1044 1044
#define M1045 1045
#define M1046 1046
#define M1047 1047
#define M1048 1048
#define M1049 1049
#define M1050 1050
#define M1051 1051
#define M1052 1052
#define M1053 1053
#define M1054 1054
#define M1055 1055
#define M1056 1056
#define M1057 1057
#define M1058 1058
#define M1059 1059
#define M1060 1060
#define M1061 1061
#define M1062 1062
#define M1063 1063
#define M1064 1064
#define M1065 1065
#define M1066 1066
#define M1067 1067
#define M1068 1068
#define M1069 1069
#define M1070 1070
#define M1071 1071
#define M1072 1072
#define M1073 1073
#define M1074 1074
#define M1075 1075
#define M1076 1076
#define M1077 1077
#define M1078 1078
#define M1079 1079
#define M1080 1080
#define M1081 1081
#define M1082 1082
#define M1083 1083
#define M1084 1084
#define M1085 1085
#define M1086 1086
#define M1087 1087
#define M1088 1088
#define M1089 1089
#define M1090 1090
#define M1091 1091
#define M1092 1092
#define M1093 1093
#define M1094 1094
#define M1095 1095
#define M1096 1096
#define M1097 1097
#define M1098 1098
#define M1099 1099
#define M1100 1100
#define M1101 1101
#define M1102 1102
#define M1103 1103
#define M1104 1104
#define M1105 1105
#define M1106 1106
#define M1107 1107
#define M1108 1108
#define M1109 1109
#define M1110 1110
#define M1111 1111
#define M1112 1112
#define M1113 1113
#define M1114 1114
#define M1115 1115
#define M1116 1116
#define M1117 1117
#define M1118 1118
#define M1119 1119
#define M1120 1120
#define M1121 1121
#define M1122 1122
#define M1123 1123
#define M1124 1124
#define M1125 1125
#define M1126 1126
#define M1127 1127
#define M1128 1128
#define M1129 1129
#define M1130 1130
#define M1131 1131
#define M1132 1132
#define M1133 1133
#define M1134 1134
#define M1135 1135
#define M1136 1136
#define M1137 1137
#define M1138 1138
#define M1139 1139
#define M1140 1140
#define M1141 1141
#define M1142 1142
#define M1143 1143
#define M1144 1144
#define M1145 1145
#define M1146 1146
#define M1147 1147
#define M1148 1148
#define M1149 1149
#define M1150 1150
#define M1151 1151
#define M1152 1152
#define M1153 1153
#define M1154 1154
#define M1155 1155
#define M1156 1156
#define M1157 1157
#define M1158 1158
#define M1159 1159
#define M1160 1160
#define M1161 1161
#define M1162 1162
#define M1163 1163
#define M1164 1164
#define M1165 1165
#define M1166 1166
#define M1167 1167
#define M1168 1168
#define M1169 1169
#define M1170 1170
#define M1171 1171
#define M1172 1172
#define M1173 1173
#define M1174 1174
#define M1175 1175
#define M1176 1176
#define M1177 1177
#define M1178 1178
#define M1179 1179
#define M1180 1180
#define M1181 1181
#define M1182 1182
#define M1183 1183
#define M1184 1184
#define M1185 1185
#define M1186 1186
#define M1187 1187
#define M1188 1188
#define M1189 1189
#define M1190 1190
#define M1191 1191
#define M1192 1192
#define M1193 1193
#define M1194 1194
#define M1195 1195
#define M1196 1196
#define M1197 1197
#define M1198 1198
#define M1199 1199
#define M1200 1200
#define M1201 1201
#define M1202 1202
#define M1203 1203
#define M1204 1204
#define M1205 1205
#define M1206 1206
#define M1207 1207
#define M1208 1208
#define M1209 1209
#define M1210 1210
#define M1211 1211
#define M1212 1212
#define M1213 1213
#define M1214 1214
#define M1215 1215
#define M1216 1216
#define M1217 1217
#define M1218 1218
#define M1219 1219
#define M1220 1220
#define M1221 1221
#define M1222 1222
#define M1223 1223
#define M1224 1224
#define M1225 1225
#define M1226 1226
#define M1227 1227
#define M1228 1228
#define M1229 1229
#define M1230 1230
#define M1231 1231
#define M1232 1232
#define M1233 1233
#define M1234 1234
#define M1235 1235
#define M1236 1236
#define M1237 1237
#define M1238 1238
#define M1239 1239
#define M1240 1240
#define M1241 1241
#define M1242 1242
#define M1243 1243
#define M1244 1244
#define M1245 1245
#define M1246 1246
#define M1247 1247
#define M1248 1248
#define M1249 1249
#define M1250 1250
#define M1251 1251
#define M1252 1252
#define M1253 1253
#define M1254 1254
#define M1255 1255
#define M1256 1256
#define M1257 1257
#define M1258 1258
#define M1259 1259
#define M1260 1260
#define M1261 1261
#define M1262 1262
#define M1263 1263
#define M1264 1264
#define M1265 1265
#define M1266 1266
#define M1267 1267
#define M1268 1268
#define M1269 1269
#define M1270 1270
#define M1271 1271
#define M1272 1272
#define M1273 1273
#define M1274 1274
#define M1275 1275
#define M1276 1276
#define M1277 1277
#define M1278 1278
#define M1279 1279
#define M1280 1280
#define M1281 1281
#define M1282 1282
#define M1283 1283
#define M1284 1284
#define M1285 1285
#define M1286 1286
#define M1287 1287
#define M1288 1288
#define M1289 1289
#define M1290 1290
#define M1291 1291
#define M1292 1292
#define M1293 1293
#define M1294 1294
#define M1295 1295
#define M1296 1296
#define M1297 1297
#define M1298 1298
#define M1299 1299
#define M1300 1300
#define M1301 1301
#define M1302 1302
#define M1303 1303
#define M1304 1304
#define M1305 1305
#define M1306 1306
#define M1307 1307
#define M1308 1308
#define M1309 1309
#define M1310 1310
#define M1311 1311
#define M1312 1312
#define M1313 1313
#define M1314 1314
#define M1315 1315
#define M1316 1316
#define M1317 1317
#define M1318 1318
#define M1319 1319
#define M1320 1320
#define M1321 1321
#define M1322 1322
#define M1323 1323
#define M1324 1324
#define M1325 1325
#define M1326 1326
#define M1327 1327
#define M1328 1328
#define M1329 1329
#define M1330 1330
#define M1331 1331
#define M1332 1332
#define M1333 1333
#define M1334 1334
#define M1335 1335
#define M1336 1336
#define M1337 1337
#define M1338 1338
#define M1339 1339
#define M1340 1340
#define M1341 1341
#define M1342 1342
#define M1343 1343
#define M1344 1344
#define M1345 1345
#define M1346 1346
#define M1347 1347
#define M1348 1348
#define M1349 1349
#define M1350 1350
#define M1351 1351
#define M1352 1352
#define M1353 1353
#define M1354 1354
#define M1355 1355
#define M1356 1356
#define M1357 1357
#define M1358 1358
#define M1359 1359
#define M1360 1360
#define M1361 1361
#define M1362 1362
#define M1363 1363
#define M1364 1364
#define M1365 1365
#define M1366 1366
#define M1367 1367
#define M1368 1368
#define M1369 1369
#define M1370 1370
#define M1371 1371
#define M1372 1372
#define M1373 1373
#define M1374 1374
#define M1375 1375
#define M1376 1376
#define M1377 1377
#define M1378 1378
#define M1379 1379
#define M1380 1380
#define M1381 1381
#define M1382 1382
#define M1383 1383
#define M1384 1384
#define M1385 1385
#define M1386 1386
#define M1387 1387
#define M1388 1388
#define M1389 1389
#define M1390 1390
#define M1391 1391
#define M1392 1392
#define M1393 1393
#define M1394 1394
#define M1395 1395
#define M1396 1396
#define M1397 1397
#define M1398 1398
#define M1399 1399
#define M1400 1400
#define M1401 1401
#define M1402 1402
#define M1403 1403
#define M1404 1404
#define M1405 1405
#define M1406 1406
#define M1407 1407
#define M1408 1408
#define M1409 1409
#define M1410 1410
#define M1411 1411
#define M1412 1412
#define M1413 1413
#define M1414 1414
#define M1415 1415
#define M1416 1416
#define M1417 1417
#define M1418 1418
#define M1419 1419
#define M1420 1420
#define M1421 1421
#define M1422 1422
#define M1423 1423
#define M1424 1424
#define M1425 1425
#define M1426 1426
#define M1427 1427
#define M1428 1428
#define M1429 1429
#define M1430 1430
#define M1431 1431
#define M1432 1432
#define M1433 1433
#define M1434 1434
#define M1435 1435
#define M1436 1436
#define M1437 1437
#define M1438 1438
#define M1439 1439
#define M1440 1440
#define M1441 1441
#define M1442 1442
#define M1443 1443
#define M1444 1444
#define M1445 1445
#define M1446 1446
#define M1447 1447
#define M1448 1448
#define M1449 1449
#define M1450 1450
#define M1451 1451
#define M1452 1452
#define M1453 1453
#define M1454 1454
#define M1455 1455
#define M1456 1456
#define M1457 1457
#define M1458 1458
#define M1459 1459
#define M1460 1460
#define M1461 1461
#define M1462 1462
#define M1463 1463
#define M1464 1464
#define M1465 1465
#define M1466 1466
#define M1467 1467
#define M1468 1468
#define M1469 1469
#define M1470 1470
#define M1471 1471
#define M1472 1472
#define M1473 1473
#define M1474 1474
#define M1475 1475
#define M1476 1476
#define M1477 1477
#define M1478 1478
#define M1479 1479
#define M1480 1480
#define M1481 1481
#define M1482 1482
#define M1483 1483
#define M1484 1484
#define M1485 1485
#define M1486 1486
#define M1487 1487
#define M1488 1488
#define M1489 1489
#define M1490 1490
#define M1491 1491
#define M1492 1492
#define M1493 1493
#define M1494 1494
#define M1495 1495
#define M1496 1496
#define M1497 1497
#define M1498 1498
#define M1499 1499
#define M1500 1500
#define M1501 1501
#define M1502 1502
#define M1503 1503
#define M1504 1504
#define M1505 1505
#define M1506 1506
#define M1507 1507
#define M1508 1508
#define M1509 1509
#define M1510 1510
#define M1511 1511
#define M1512 1512
#define M1513 1513
#define M1514 1514
#define M1515 1515
#define M1516 1516
#define M1517 1517
#define M1518 1518
#define M1519 1519
#define M1520 1520
#define M1521 1521
#define M1522 1522
#define M1523 1523
#define M1524 1524
#define M1525 1525
#define M1526 1526
#define M1527 1527
#define M1528 1528
#define M1529 1529
#define M1530 1530
#define M1531 1531
#define M1532 1532
#define M1533 1533
#define M1534 1534
#define M1535 1535
#define M1536 1536
#define M1537 1537
#define M1538 1538
#define M1539 1539
#define M1540 1540
#define M1541 1541
#define M1542 1542
#define M1543 1543
#define M1544 1544
#define M1545 1545
#define M1546 1546
#define M1547 1547
#define M1548 1548
#define M1549 1549
#define M1550 1550
#define M1551 1551
#define M1552 1552
#define M1553 1553
#define M1554 1554
#define M1555 1555
#define M1556 1556
#define M1557 1557
#define M1558 1558
#define M1559 1559
#define M1560 1560
#define M1561 1561
#define M1562 1562
#define M1563 1563
#define M1564 1564
#define M1565 1565
#define M1566 1566
#define M1567 1567
#define M1568 1568
#define M1569 1569
#define M1570 1570
#define M1571 1571
#define M1572 1572
#define M1573 1573
#define M1574 1574
#define M1575 1575
#define M1576 1576
#define M1577 1577
#define M1578 1578
#define M1579 1579
#define M1580 1580
#define M1581 1581
#define M1582 1582
#define M1583 1583
#define M1584 1584
#define M1585 1585
#define M1586 1586
#define M1587 1587
#define M1588 1588
#define M1589 1589
#define M1590 1590
#define M1591 1591
#define M1592 1592
#define M1593 1593
#define M1594 1594
#define M1595 1595
#define M1596 1596
#define M1597 1597
#define M1598 1598
#define M1599 1599
#define M1600 1600
#define M1601 1601
#define M1602 1602
#define M1603 1603
#define M1604 1604
#define M1605 1605
#define M1606 1606
#define M1607 1607
#define M1608 1608
#define M1609 1609
#define M1610 1610
#define M1611 1611
#define M1612 1612
#define M1613 1613
#define M1614 1614
#define M1615 1615
#define M1616 1616
#define M1617 1617
#define M1618 1618
#define M1619 1619
#define M1620 1620
#define M1621 1621
#define M1622 1622
#define M1623 1623
#define M1624 1624
#define M1625 1625
#define M1626 1626
#define M1627 1627
#define M1628 1628
#define M1629 1629
#define M1630 1630
#define M1631 1631
#define M1632 1632
#define M1633 1633
#define M1634 1634
#define M1635 1635
#define M1636 1636
#define M1637 1637
#define M1638 1638
#define M1639 1639
#define M1640 1640
#define M1641 1641
#define M1642 1642
#define M1643 1643
#define M1644 1644
#define M1645 1645
#define M1646 1646
#define M1647 1647
#define M1648 1648
#define M1649 1649
#define M1650 1650
#define M1651 1651
#define M1652 1652
#define M1653 1653
#define M1654 1654
#define M1655 1655
#define M1656 1656
#define M1657 1657
#define M1658 1658
#define M1659 1659
#define M1660 1660
#define M1661 1661
#define M1662 1662
#define M1663 1663
#define M1664 1664
#define M1665 1665
#define M1666 1666
#define M1667 1667
#define M1668 1668
#define M1669 1669
#define M1670 1670
#define M1671 1671
#define M1672 1672
#define M1673 1673
#define M1674 1674
#define M1675 1675
#define M1676 1676
#define M1677 1677
#define M1678 1678
#define M1679 1679
#define M1680 1680
#define M1681 1681
#define M1682 1682
#define M1683 1683
#define M1684 1684
#define M1685 1685
#define M1686 1686
#define M1687 1687
#define M1688 1688
#define M1689 1689
#define M1690 1690
#define M1691 1691
#define M1692 1692
#define M1693 1693
#define M1694 1694
#define M1695 1695
#define M1696 1696
#define M1697 1697
#define M1698 1698
#define M1699 1699
#define M1700 1700
#define M1701 1701
#define M1702 1702
#define M1703 1703
#define M1704 1704
#define M1705 1705
#define M1706 1706
#define M1707 1707
#define M1708 1708
#define M1709 1709
#define M1710 1710
#define M1711 1711
#define M1712 1712
#define M1713 1713
#define M1714 1714
#define M1715 1715
#define M1716 1716
#define M1717 1717
#define M1718 1718
#define M1719 1719
#define M1720 1720
#define M1721 1721
#define M1722 1722
#define M1723 1723
#define M1724 1724
#define M1725 1725
#define M1726 1726
#define M1727 1727
#define M1728 1728
#define M1729 1729
#define M1730 1730
#define M1731 1731
#define M1732 1732
#define M1733 1733
#define M1734 1734
#define M1735 1735
#define M1736 1736
#define M1737 1737
#define M1738 1738
#define M1739 1739
#define M1740 1740
#define M1741 1741
#define M1742 1742
#define M1743 1743
#define M1744 1744
#define M1745 1745
#define M1746 1746
#define M1747 1747
#define M1748 1748
#define M1749 1749
#define M1750 1750
#define M1751 1751
#define M1752 1752
#define M1753 1753
#define M1754 1754
#define M1755 1755
#define M1756 1756
#define M1757 1757
#define M1758 1758
#define M1759 1759
#define M1760 1760
#define M1761 1761
#define M1762 1762
#define M1763 1763
#define M1764 1764
#define M1765 1765
#define M1766 1766
#define M1767 1767
#define M1768 1768
#define M1769 1769
#define M1770 1770
#define M1771 1771
#define M1772 1772
#define M1773 1773
#define M1774 1774
#define M1775 1775
#define M1776 1776
#define M1777 1777
#define M1778 1778
#define M1779 1779
#define M1780 1780
#define M1781 1781
#define M1782 1782
#define M1783 1783
#define M1784 1784
#define M1785 1785
#define M1786 1786
#define M1787 1787
#define M1788 1788
#define M1789 1789
#define M1790 1790
#define M1791 1791
#define M1792 1792
#define M1793 1793
#define M1794 1794
#define M1795 1795
#define M1796 1796
#define M1797 1797
#define M1798 1798
#define M1799 1799
#define M1800 1800
#define M1801 1801
#define M1802 1802
#define M1803 1803
#define M1804 1804
#define M1805 1805
#define M1806 1806
#define M1807 1807
#define M1808 1808
#define M1809 1809
#define M1810 1810
#define M1811 1811
#define M1812 1812
#define M1813 1813
#define M1814 1814
#define M1815 1815
#define M1816 1816
#define M1817 1817
#define M1818 1818
#define M1819 1819
#define M1820 1820
#define M1821 1821
#define M1822 1822
#define M1823 1823
#define M1824 1824
#define M1825 1825
#define M1826 1826
#define M1827 1827
#define M1828 1828
#define M1829 1829
#define M1830 1830
#define M1831 1831
#define M1832 1832
#define M1833 1833
#define M1834 1834
#define M1835 1835
#define M1836 1836
#define M1837 1837
#define M1838 1838
#define M1839 1839
#define M1840 1840
#define M1841 1841
#define M1842 1842
#define M1843 1843
#define M1844 1844
#define M1845 1845
#define M1846 1846
#define M1847 1847
#define M1848 1848
#define M1849 1849
#define M1850 1850
#define M1851 1851
#define M1852 1852
#define M1853 1853
#define M1854 1854
#define M1855 1855
#define M1856 1856
#define M1857 1857
#define M1858 1858
#define M1859 1859
#define M1860 1860
#define M1861 1861
#define M1862 1862
#define M1863 1863
#define M1864 1864
#define M1865 1865
#define M1866 1866
#define M1867 1867
#define M1868 1868
#define M1869 1869
#define M1870 1870
#define M1871 1871
#define M1872 1872
#define M1873 1873
#define M1874 1874
#define M1875 1875
#define M1876 1876
#define M1877 1877
#define M1878 1878
#define M1879 1879
#define M1880 1880
#define M1881 1881
#define M1882 1882
#define M1883 1883
#define M1884 1884
#define M1885 1885
#define M1886 1886
#define M1887 1887
#define M1888 1888
#define M1889 1889
#define M1890 1890
#define M1891 1891
#define M1892 1892
#define M1893 1893
#define M1894 1894
#define M1895 1895
#define M1896 1896
#define M1897 1897
#define M1898 1898
#define M1899 1899
#define M1900 1900
#define M1901 1901
#define M1902 1902
#define M1903 1903
#define M1904 1904
#define M1905 1905
#define M1906 1906
#define M1907 1907
#define M1908 1908
#define M1909 1909
#define M1910 1910
#define M1911 1911
#define M1912 1912
#define M1913 1913
#define M1914 1914
#define M1915 1915
#define M1916 1916
#define M1917 1917
#define M1918 1918
#define M1919 1919
#define M1920 1920
#define M1921 1921
#define M1922 1922
#define M1923 1923
#define M1924 1924
#define M1925 1925
#define M1926 1926
#define M1927 1927
#define M1928 1928
#define M1929 1929
#define M1930 1930
#define M1931 1931
#define M1932 1932
#define M1933 1933
#define M1934 1934
#define M1935 1935
#define M1936 1936
#define M1937 1937
#define M1938 1938
#define M1939 1939
#define M1940 1940
#define M1941 1941
#define M1942 1942
#define M1943 1943
#define M1944 1944
#define M1945 1945
#define M1946 1946
#define M1947 1947
#define M1948 1948
#define M1949 1949
#define M1950 1950
#define M1951 1951
#define M1952 1952
#define M1953 1953
#define M1954 1954
#define M1955 1955
#define M1956 1956
#define M1957 1957
#define M1958 1958
#define M1959 1959
#define M1960 1960
#define M1961 1961
#define M1962 1962
#define M1963 1963
#define M1964 1964
#define M1965 1965
#define M1966 1966
#define M1967 1967
#define M1968 1968
#define M1969 1969
#define M1970 1970
#define M1971 1971
#define M1972 1972
#define M1973 1973
#define M1974 1974
#define M1975 1975
#define M1976 1976
#define M1977 1977
#define M1978 1978
#define M1979 1979
#define M1980 1980
#define M1981 1981
#define M1982 1982
#define M1983 1983
#define M1984 1984
#define M1985 1985
#define M1986 1986
#define M1987 1987
#define M1988 1988
#define M1989 1989
#define M1990 1990
#define M1991 1991
#define M1992 1992
#define M1993 1993
#define M1994 1994
#define M1995 1995
#define M1996 1996
#define M1997 1997
#define M1998 1998
#define M1999 1999
#define M2000 2000
#define M2001 2001
#define M2002 2002
#define M2003 2003
#define M2004 2004
#define M2005 2005
#define M2006 2006
#define M2007 2007
#define M2008 2008
#define M2009 2009
#define M2010 2010
#define M2011 2011
#define M2012 2012
#define M2013 2013
#define M2014 2014
#define M2015 2015
#define M2016 2016
#define M2017 2017
#define M2018 2018
#define M2019 2019
#define M2020 2020
#define M2021 2021
#define M2022 2022
#define M2023 2023
#define M2024 2024
#define M2025 2025
#define M2026 2026
#define M2027 2027
#define M2028 2028
#define M2029 2029
#define M2030 2030
#define M2031 2031
#define M2032 2032
#define M2033 2033
#define M2034 2034
#define M2035 2035
#define M2036 2036
#define M2037 2037
#define M2038 2038
#define M2039 2039
#define M2040 2040
#define M2041 2041
#define M2042 2042
#define M2043 2043
#define M2044 2044
#define M2045 2045
#define M2046 2046
#define M2047 2047
#define M2048 2048
#define M2049 2049
#define M2050 2050
#define M2051 2051
#define M2052 2052
#define M2053 2053
#define M2054 2054
#define M2055 2055
#define M2056 2056
#define M2057 2057
#define M2058 2058
#define M2059 2059
#define M2060 2060
#define M2061 2061
#define M2062 2062
#define M2063 2063
#define M2064 2064
#define M2065 2065
#define M2066 2066
#define M2067 2067
#define M2068 2068
#define M2069 2069
#define M2070 2070
#define M2071 2071
#define M2072 2072
#define M2073 2073
#define M2074 2074
#define M2075 2075
#define M2076 2076
#define M2077 2077
#define M2078 2078
#define M2079 2079
#define M2080 2080
#define M2081 2081
#define M2082 2082
#define M2083 2083
#define M2084 2084
#define M2085 2085
#define M2086 2086
#define M2087 2087
#define M2088 2088
#define M2089 2089
#define M2090 2090
#define M2091 2091
#define M2092 2092
#define M2093 2093
#define M2094 2094
#define M2095 2095
#define M2096 2096
#define M2097 2097
#define M2098 2098
#define M2099 2099
#define M2100 2100
#define M2101 2101
#define M2102 2102
#define M2103 2103
#define M2104 2104
#define M2105 2105
#define M2106 2106
#define M2107 2107
#define M2108 2108
#define M2109 2109
#define M2110 2110
#define M2111 2111
#define M2112 2112
#define M2113 2113
#define M2114 2114
#define M2115 2115
#define M2116 2116
#define M2117 2117
#define M2118 2118
#define M2119 2119
#define M2120 2120
#define M2121 2121
#define M2122 2122
#define M2123 2123
#define M2124 2124
#define M2125 2125
#define M2126 2126
#define M2127 2127
#define M2128 2128
#define M2129 2129
#define M2130 2130
#define M2131 2131
#define M2132 2132
#define M2133 2133
#define M2134 2134
#define M2135 2135
#define M2136 2136
#define M2137 2137
#define M2138 2138
#define M2139 2139
#define M2140 2140
#define M2141 2141
#define M2142 2142
#define M2143 2143
#define M2144 2144
#define M2145 2145
#define M2146 2146
#define M2147 2147
#define M2148 2148
#define M2149 2149
#define M2150 2150
#define M2151 2151
#define M2152 2152
#define M2153 2153
#define M2154 2154
#define M2155 2155
#define M2156 2156
#define M2157 2157
#define M2158 2158
#define M2159 2159
#define M2160 2160
#define M2161 2161
#define M2162 2162
#define M2163 2163
#define M2164 2164
#define M2165 2165
#define M2166 2166
#define M2167 2167
#define M2168 2168
#define M2169 2169
#define M2170 2170
#define M2171 2171
#define M2172 2172
#define M2173 2173
#define M2174 2174
#define M2175 2175
#define M2176 2176
#define M2177 2177
#define M2178 2178
#define M2179 2179
#define M2180 2180
#define M2181 2181
#define M2182 2182
#define M2183 2183
#define M2184 2184
#define M2185 2185
#define M2186 2186
#define M2187 2187
#define M2188 2188
#define M2189 2189
#define M2190 2190
#define M2191 2191
#define M2192 2192
#define M2193 2193
#define M2194 2194
#define M2195 2195
#define M2196 2196
#define M2197 2197
#define M2198 2198
#define M2199 2199
#define M2200 2200
#define M2201 2201
#define M2202 2202
#define M2203 2203
#define M2204 2204
#define M2205 2205
#define M2206 2206
#define M2207 2207
#define M2208 2208
#define M2209 2209
#define M2210 2210
#define M2211 2211
#define M2212 2212
#define M2213 2213
#define M2214 2214
#define M2215 2215
#define M2216 2216
#define M2217 2217
#define M2218 2218
#define M2219 2219
#define M2220 2220
#define M2221 2221
#define M2222 2222
#define M2223 2223
#define M2224 2224
#define M2225 2225
#define M2226 2226
#define M2227 2227
#define M2228 2228
#define M2229 2229
#define M2230 2230
#define M2231 2231
#define M2232 2232
#define M2233 2233
#define M2234 2234
#define M2235 2235
#define M2236 2236
#define M2237 2237
#define M2238 2238
#define M2239 2239
#define M2240 2240
#define M2241 2241
#define M2242 2242
#define M2243 2243
#define M2244 2244
#define M2245 2245
#define M2246 2246
#define M2247 2247
#define M2248 2248
#define M2249 2249
#define M2250 2250
#define M2251 2251
#define M2252 2252
#define M2253 2253
#define M2254 2254
#define M2255 2255
#define M2256 2256
#define M2257 2257
#define M2258 2258
#define M2259 2259
#define M2260 2260
#define M2261 2261
#define M2262 2262
#define M2263 2263
#define M2264 2264
#define M2265 2265
#define M2266 2266
#define M2267 2267
#define M2268 2268
#define M2269 2269
#define M2270 2270
#define M2271 2271
#define M2272 2272
#define M2273 2273
#define M2274 2274
#define M2275 2275
#define M2276 2276
#define M2277 2277
#define M2278 2278
#define M2279 2279
#define M2280 2280
#define M2281 2281
#define M2282 2282
#define M2283 2283
#define M2284 2284
#define M2285 2285
#define M2286 2286
#define M2287 2287
#define M2288 2288
#define M2289 2289
#define M2290 2290
#define M2291 2291
#define M2292 2292
#define M2293 2293
#define M2294 2294
#define M2295 2295
#define M2296 2296
#define M2297 2297
#define M2298 2298
#define M2299 2299
#define M2300 2300
#define M2301 2301
#define M2302 2302
#define M2303 2303
#define M2304 2304
#define M2305 2305
#define M2306 2306
#define M2307 2307
#define M2308 2308
#define M2309 2309
#define M2310 2310
#define M2311 2311
#define M2312 2312
#define M2313 2313
#define M2314 2314
#define M2315 2315
#define M2316 2316
#define M2317 2317
#define M2318 2318
#define M2319 2319
#define M2320 2320
#define M2321 2321
#define M2322 2322
#define M2323 2323
#define M2324 2324
#define M2325 2325
#define M2326 2326
#define M2327 2327
#define M2328 2328
#define M2329 2329
#define M2330 2330
#define M2331 2331
#define M2332 2332
#define M2333 2333
#define M2334 2334
#define M2335 2335
#define M2336 2336
#define M2337 2337
#define M2338 2338
#define M2339 2339
#define M2340 2340
#define M2341 2341
#define M2342 2342
#define M2343 2343
#define M2344 2344
#define M2345 2345
#define M2346 2346
#define M2347 2347
#define M2348 2348
#define M2349 2349
#define M2350 2350
#define M2351 2351
#define M2352 2352
#define M2353 2353
#define M2354 2354
#define M2355 2355
#define M2356 2356
#define M2357 2357
#define M2358 2358
#define M2359 2359
#define M2360 2360
#define M2361 2361
#define M2362 2362
#define M2363 2363
#define M2364 2364
#define M2365 2365
#define M2366 2366
#define M2367 2367
#define M2368 2368
#define M2369 2369
#define M2370 2370
#define M2371 2371
#define M2372 2372
#define M2373 2373
#define M2374 2374
#define M2375 2375
#define M2376 2376
#define M2377 2377
#define M2378 2378
#define M2379 2379
#define M2380 2380
#define M2381 2381
#define M2382 2382
#define M2383 2383
#define M2384 2384
#define M2385 2385
#define M2386 2386
#define M2387 2387
#define M2388 2388
#define M2389 2389
#define M2390 2390
#define M2391 2391
#define M2392 2392
#define M2393 2393
#define M2394 2394
#define M2395 2395
#define M2396 2396
#define M2397 2397
#define M2398 2398
#define M2399 2399
#define M2400 2400
#define M2401 2401
#define M2402 2402
#define M2403 2403
#define M2404 2404
#define M2405 2405
#define M2406 2406
#define M2407 2407
#define M2408 2408
#define M2409 2409
#define M2410 2410
#define M2411 2411
#define M2412 2412
#define M2413 2413
#define M2414 2414
#define M2415 2415
#define M2416 2416
#define M2417 2417
#define M2418 2418
#define M2419 2419
#define M2420 2420
#define M2421 2421
#define M2422 2422
#define M2423 2423
#define M2424 2424
#define M2425 2425
#define M2426 2426
#define M2427 2427
#define M2428 2428
#define M2429 2429
#define M2430 2430
#define M2431 2431
#define M2432 2432
#define M2433 2433
#define M2434 2434
#define M2435 2435
#define M2436 2436
#define M2437 2437
#define M2438 2438
#define M2439 2439
#define M2440 2440
#define M2441 2441
#define M2442 2442
#define M2443 2443
#define M2444 2444
#define M2445 2445
#define M2446 2446
#define M2447 2447
#define M2448 2448
#define M2449 2449
#define M2450 2450
#define M2451 2451
#define M2452 2452
#define M2453 2453
#define M2454 2454
#define M2455 2455
#define M2456 2456
#define M2457 2457
#define M2458 2458
#define M2459 2459
#define M2460 2460
#define M2461 2461
#define M2462 2462
#define M2463 2463
#define M2464 2464
#define M2465 2465
#define M2466 2466
#define M2467 2467
#define M2468 2468
#define M2469 2469
#define M2470 2470
#define M2471 2471
#define M2472 2472
#define M2473 2473
#define M2474 2474
#define M2475 2475
#define M2476 2476
#define M2477 2477
#define M2478 2478
#define M2479 2479
#define M2480 2480
#define M2481 2481
#define M2482 2482
#define M2483 2483
#define M2484 2484
#define M2485 2485
#define M2486 2486
#define M2487 2487
#define M2488 2488
#define M2489 2489
#define M2490 2490
#define M2491 2491
#define M2492 2492
#define M2493 2493
#define M2494 2494
#define M2495 2495
#define M2496 2496
#define M2497 2497
#define M2498 2498
#define M2499 2499
#define M2500 2500
#define M2501 2501
#define M2502 2502
#define M2503 2503
#define M2504 2504
#define M2505 2505
#define M2506 2506
#define M2507 2507
#define M2508 2508
#define M2509 2509
#define M2510 2510
#define M2511 2511
#define M2512 2512
#define M2513 2513
#define M2514 2514
#define M2515 2515
#define M2516 2516
#define M2517 2517
#define M2518 2518
#define M2519 2519
#define M2520 2520
#define M2521 2521
#define M2522 2522
#define M2523 2523
#define M2524 2524
#define M2525 2525
#define M2526 2526
#define M2527 2527
#define M2528 2528
#define M2529 2529
#define M2530 2530
#define M2531 2531
#define M2532 2532
#define M2533 2533
#define M2534 2534
#define M2535 2535
#define M2536 2536
#define M2537 2537
#define M2538 2538
#define M2539 2539
#define M2540 2540
#define M2541 2541
#define M2542 2542
#define M2543 2543
#define M2544 2544
#define M2545 2545
#define M2546 2546
#define M2547 2547
#define M2548 2548
#define M2549 2549
#define M2550 2550
#define M2551 2551
#define M2552 2552
#define M2553 2553
#define M2554 2554
#define M2555 2555
#define M2556 2556
#define M2557 2557
#define M2558 2558
#define M2559 2559
#define M2560 2560
#define M2561 2561
#define M2562 2562
#define M2563 2563
#define M2564 2564
#define M2565 2565
#define M2566 2566
#define M2567 2567
#define M2568 2568
#define M2569 2569
#define M2570 2570
#define M2571 2571
#define M2572 2572
#define M2573 2573
#define M2574 2574
#define M2575 2575
#define M2576 2576
#define M2577 2577
#define M2578 2578
#define M2579 2579
#define M2580 2580
#define M2581 2581
#define M2582 2582
#define M2583 2583
#define M2584 2584
#define M2585 2585
#define M2586 2586
#define M2587 2587
#define M2588 2588
#define M2589 2589
#define M2590 2590
#define M2591 2591
#define M2592 2592
#define M2593 2593
#define M2594 2594
#define M2595 2595
#define M2596 2596
#define M2597 2597
#define M2598 2598
#define M2599 2599
#define M2600 2600
#define M2601 2601
#define M2602 2602
#define M2603 2603
#define M2604 2604
#define M2605 2605
#define M2606 2606
#define M2607 2607
#define M2608 2608
#define M2609 2609
#define M2610 2610
#define M2611 2611
#define M2612 2612
#define M2613 2613
#define M2614 2614
#define M2615 2615
#define M2616 2616
#define M2617 2617
#define M2618 2618
#define M2619 2619
#define M2620 2620
#define M2621 2621
#define M2622 2622
#define M2623 2623
#define M2624 2624
#define M2625 2625
#define M2626 2626
#define M2627 2627
#define M2628 2628
#define M2629 2629
#define M2630 2630
#define M2631 2631
#define M2632 2632
#define M2633 2633
#define M2634 2634
#define M2635 2635
#define M2636 2636
#define M2637 2637
#define M2638 2638
#define M2639 2639
#define M2640 2640
#define M2641 2641
#define M2642 2642
#define M2643 2643
#define M2644 2644
#define M2645 2645
#define M2646 2646
#define M2647 2647
#define M2648 2648
#define M2649 2649
#define M2650 2650
#define M2651 2651
#define M2652 2652
#define M2653 2653
#define M2654 2654
#define M2655 2655
#define M2656 2656
#define M2657 2657
#define M2658 2658
#define M2659 2659
#define M2660 2660
#define M2661 2661
#define M2662 2662
#define M2663 2663
#define M2664 2664
#define M2665 2665
#define M2666 2666
#define M2667 2667
#define M2668 2668
#define M2669 2669
#define M2670 2670
#define M2671 2671
#define M2672 2672
#define M2673 2673
#define M2674 2674
#define M2675 2675
#define M2676 2676
#define M2677 2677
#define M2678 2678
#define M2679 2679
#define M2680 2680
#define M2681 2681
#define M2682 2682
#define M2683 2683
#define M2684 2684
#define M2685 2685
#define M2686 2686
#define M2687 2687
#define M2688 2688
#define M2689 2689
#define M2690 2690
#define M2691 2691
#define M2692 2692
#define M2693 2693
#define M2694 2694
#define M2695 2695
#define M2696 2696
#define M2697 2697
#define M2698 2698
#define M2699 2699
#define M2700 2700
#define M2701 2701
#define M2702 2702
#define M2703 2703
#define M2704 2704
#define M2705 2705
#define M2706 2706
#define M2707 2707
#define M2708 2708
#define M2709 2709
#define M2710 2710
#define M2711 2711
#define M2712 2712
#define M2713 2713
#define M2714 2714
#define M2715 2715
#define M2716 2716
#define M2717 2717
#define M2718 2718
#define M2719 2719
#define M2720 2720
#define M2721 2721
#define M2722 2722
#define M2723 2723
#define M2724 2724
#define M2725 2725
#define M2726 2726
#define M2727 2727
#define M2728 2728
#define M2729 2729
#define M2730 2730
#define M2731 2731
#define M2732 2732
#define M2733 2733
#define M2734 2734
#define M2735 2735
#define M2736 2736
#define M2737 2737
#define M2738 2738
#define M2739 2739
#define M2740 2740
#define M2741 2741
#define M2742 2742
#define M2743 2743
#define M2744 2744
#define M2745 2745
#define M2746 2746
#define M2747 2747
#define M2748 2748
#define M2749 2749
#define M2750 2750
#define M2751 2751
#define M2752 2752
#define M2753 2753
#define M2754 2754
#define M2755 2755
#define M2756 2756
#define M2757 2757
#define M2758 2758
#define M2759 2759
#define M2760 2760
#define M2761 2761
#define M2762 2762
#define M2763 2763
#define M2764 2764
#define M2765 2765
#define M2766 2766
#define M2767 2767
#define M2768 2768
#define M2769 2769
#define M2770 2770
#define M2771 2771
#define M2772 2772
#define M2773 2773
#define M2774 2774
#define M2775 2775
#define M2776 2776
#define M2777 2777
#define M2778 2778
#define M2779 2779
#define M2780 2780
#define M2781 2781
#define M2782 2782
#define M2783 2783
#define M2784 2784
#define M2785 2785
#define M2786 2786
#define M2787 2787
#define M2788 2788
#define M2789 2789
#define M2790 2790
#define M2791 2791
#define M2792 2792
#define M2793 2793
#define M2794 2794
#define M2795 2795
#define M2796 2796
#define M2797 2797
#define M2798 2798
#define M2799 2799
#define M2800 2800
#define M2801 2801
#define M2802 2802
#define M2803 2803
#define M2804 2804
#define M2805 2805
#define M2806 2806
#define M2807 2807
#define M2808 2808
#define M2809 2809
#define M2810 2810
#define M2811 2811
#define M2812 2812
#define M2813 2813
#define M2814 2814
#define M2815 2815
#define M2816 2816
#define M2817 2817
#define M2818 2818
#define M2819 2819
#define M2820 2820
#define M2821 2821
#define M2822 2822
#define M2823 2823
#define M2824 2824
#define M2825 2825
#define M2826 2826
#define M2827 2827
#define M2828 2828
#define M2829 2829
#define M2830 2830
#define M2831 2831
#define M2832 2832
#define M2833 2833
#define M2834 2834
#define M2835 2835
#define M2836 2836
#define M2837 2837
#define M2838 2838
#define M2839 2839
#define M2840 2840
#define M2841 2841
#define M2842 2842
#define M2843 2843
#define M2844 2844
#define M2845 2845
#define M2846 2846
#define M2847 2847
#define M2848 2848
#define M2849 2849
#define M2850 2850
#define M2851 2851
#define M2852 2852
#define M2853 2853
#define M2854 2854
#define M2855 2855
#define M2856 2856
#define M2857 2857
#define M2858 2858
#define M2859 2859
#define M2860 2860
#define M2861 2861
#define M2862 2862
#define M2863 2863
#define M2864 2864
#define M2865 2865
#define M2866 2866
#define M2867 2867
#define M2868 2868
#define M2869 2869
#define M2870 2870
#define M2871 2871
#define M2872 2872
#define M2873 2873
#define M2874 2874
#define M2875 2875
#define M2876 2876
#define M2877 2877
#define M2878 2878
#define M2879 2879
#define M2880 2880
#define M2881 2881
#define M2882 2882
#define M2883 2883
#define M2884 2884
#define M2885 2885
#define M2886 2886
#define M2887 2887
#define M2888 2888
#define M2889 2889
#define M2890 2890
#define M2891 2891
#define M2892 2892
#define M2893 2893
#define M2894 2894
#define M2895 2895
#define M2896 2896
#define M2897 2897
#define M2898 2898
#define M2899 2899
#define M2900 2900
#define M2901 2901
#define M2902 2902
#define M2903 2903
#define M2904 2904
#define M2905 2905
#define M2906 2906
#define M2907 2907
#define M2908 2908
#define M2909 2909
#define M2910 2910
#define M2911 2911
#define M2912 2912
#define M2913 2913
#define M2914 2914
#define M2915 2915
#define M2916 2916
#define M2917 2917
#define M2918 2918
#define M2919 2919
#define M2920 2920
#define M2921 2921
#define M2922 2922
#define M2923 2923
#define M2924 2924
#define M2925 2925
#define M2926 2926
#define M2927 2927
#define M2928 2928
#define M2929 2929
#define M2930 2930
#define M2931 2931
#define M2932 2932
#define M2933 2933
#define M2934 2934
#define M2935 2935
#define M2936 2936
#define M2937 2937
#define M2938 2938
#define M2939 2939
#define M2940 2940
#define M2941 2941
#define M2942 2942
#define M2943 2943
#define M2944 2944
#define M2945 2945
#define M2946 2946
#define M2947 2947
#define M2948 2948
#define M2949 2949
#define M2950 2950
#define M2951 2951
#define M2952 2952
#define M2953 2953
#define M2954 2954
#define M2955 2955
#define M2956 2956
#define M2957 2957
#define M2958 2958
#define M2959 2959
#define M2960 2960
#define M2961 2961
#define M2962 2962
#define M2963 2963
#define M2964 2964
#define M2965 2965
#define M2966 2966
#define M2967 2967
#define M2968 2968
#define M2969 2969
#define M2970 2970
#define M2971 2971
#define M2972 2972
#define M2973 2973
#define M2974 2974
#define M2975 2975
#define M2976 2976
#define M2977 2977
#define M2978 2978
#define M2979 2979
#define M2980 2980
#define M2981 2981
#define M2982 2982
#define M2983 2983
#define M2984 2984
#define M2985 2985
#define M2986 2986
#define M2987 2987
#define M2988 2988
#define M2989 2989
#define M2990 2990
#define M2991 2991
#define M2992 2992
#define M2993 2993
#define M2994 2994
#define M2995 2995
#define M2996 2996
#define M2997 2997
#define M2998 2998
#define M2999 2999
#undef M0
#undef M7
#undef M14
#undef M21
#undef M28
#undef M35
#undef M42
#undef M49
#undef M56
#undef M63
#undef M70
#undef M77
#undef M84
#undef M91
#undef M98
#undef M105
#undef M112
#undef M119
#undef M126
#undef M133
#undef M140
#undef M147
#undef M154
#undef M161
#undef M168
#undef M175
#undef M182
#undef M189
#undef M196
#undef M203
#undef M210
#undef M217
#undef M224
#undef M231
#undef M238
#undef M245
#undef M252
#undef M259
#undef M266
#undef M273
#undef M280
#undef M287
#undef M294
#undef M301
#undef M308
#undef M315
#undef M322
#undef M329
#undef M336
#undef M343
#undef M350
#undef M357
#undef M364
#undef M371
#undef M378
#undef M385
#undef M392
#undef M399
#undef M406
#undef M413
#undef M420
#undef M427
#undef M434
#undef M441
#undef M448
#undef M455
#undef M462
#undef M469
#undef M476
#undef M483
#undef M490
#undef M497
#undef M504
#undef M511
#undef M518
#undef M525
#undef M532
#undef M539
#undef M546
#undef M553
#undef M560
#undef M567
#undef M574
#undef M581
#undef M588
#undef M595
#undef M602
#undef M609
#undef M616
#undef M623
#undef M630
#undef M637
#undef M644
#undef M651
#undef M658
#undef M665
#undef M672
#undef M679
#undef M686
#undef M693
#undef M700
#undef M707
#undef M714
#undef M721
#undef M728
#undef M735
#undef M742
#undef M749
#undef M756
#undef M763
#undef M770
#undef M777
#undef M784
#undef M791
#undef M798
#undef M805
#undef M812
#undef M819
#undef M826
#undef M833
#undef M840
#undef M847
#undef M854
#undef M861
#undef M868
#undef M875
#undef M882
#undef M889
#undef M896
#undef M903
#undef M910
#undef M917
#undef M924
#undef M931
#undef M938
#undef M945
#undef M952
#undef M959
#undef M966
#undef M973
#undef M980
#undef M987
#undef M994
#undef M1001
#undef M1008
#undef M1015
#undef M1022
#undef M1029
#undef M1036
#undef M1043
#undef M1050
#undef M1057
#undef M1064
#undef M1071
#undef M1078
#undef M1085
#undef M1092
#undef M1099
#undef M1106
#undef M1113
#undef M1120
#undef M1127
#undef M1134
#undef M1141
#undef M1148
#undef M1155
#undef M1162
#undef M1169
#undef M1176
#undef M1183
#undef M1190
#undef M1197
#undef M1204
#undef M1211
#undef M1218
#undef M1225
#undef M1232
#undef M1239
#undef M1246
#undef M1253
#undef M1260
#undef M1267
#undef M1274
#undef M1281
#undef M1288
#undef M1295
#undef M1302
#undef M1309
#undef M1316
#undef M1323
#undef M1330
#undef M1337
#undef M1344
#undef M1351
#undef M1358
#undef M1365
#undef M1372
#undef M1379
#undef M1386
#undef M1393
#undef M1400
#undef M1407
#undef M1414
#undef M1421
#undef M1428
#undef M1435
#undef M1442
#undef M1449
#undef M1456
#undef M1463
#undef M1470
#undef M1477
#undef M1484
#undef M1491
#undef M1498
#undef M1505
#undef M1512
#undef M1519
#undef M1526
#undef M1533
#undef M1540
#undef M1547
#undef M1554
#undef M1561
#undef M1568
#undef M1575
#undef M1582
#undef M1589
#undef M1596
#undef M1603
#undef M1610
#undef M1617
#undef M1624
#undef M1631
#undef M1638
#undef M1645
#undef M1652
#undef M1659
#undef M1666
#undef M1673
#undef M1680
#undef M1687
#undef M1694
#undef M1701
#undef M1708
#undef M1715
#undef M1722
#undef M1729
#undef M1736
#undef M1743
#undef M1750
#undef M1757
#undef M1764
#undef M1771
#undef M1778
#undef M1785
#undef M1792
#undef M1799
#undef M1806
#undef M1813
#undef M1820
#undef M1827
#undef M1834
#undef M1841
#undef M1848
#undef M1855
#undef M1862
#undef M1869
#undef M1876
#undef M1883
#undef M1890
#undef M1897
#undef M1904
#undef M1911
#undef M1918
#undef M1925
#undef M1932
#undef M1939
#undef M1946
#undef M1953
#undef M1960
#undef M1967
#undef M1974
#undef M1981
#undef M1988
#undef M1995
#undef M2002
#undef M2009
#undef M2016
#undef M2023
#undef M2030
#undef M2037
#undef M2044
#undef M2051
#undef M2058
#undef M2065
#undef M2072
#undef M2079
#undef M2086
#undef M2093
#undef M2100
#undef M2107
#undef M2114
#undef M2121
#undef M2128
#undef M2135
#undef M2142
#undef M2149
#undef M2156
#undef M2163
#undef M2170
#undef M2177
#undef M2184
#undef M2191
#undef M2198
#undef M2205
#undef M2212
#undef M2219
#undef M2226
#undef M2233
#undef M2240
#undef M2247
#undef M2254
#undef M2261
#undef M2268
#undef M2275
#undef M2282
#undef M2289
#undef M2296
#undef M2303
#undef M2310
#undef M2317
#undef M2324
#undef M2331
#undef M2338
#undef M2345
#undef M2352
#undef M2359
#undef M2366
#undef M2373
#undef M2380
#undef M2387
#undef M2394
#undef M2401
#undef M2408
#undef M2415
#undef M2422
#undef M2429
#undef M2436
#undef M2443
#undef M2450
#undef M2457
#undef M2464
#undef M2471
#undef M2478
#undef M2485
#undef M2492
#undef M2499
#undef M2506
#undef M2513
#undef M2520
#undef M2527
#undef M2534
#undef M2541
#undef M2548
#undef M2555
#undef M2562
#undef M2569
#undef M2576
#undef M2583
#undef M2590
#undef M2597
#undef M2604
#undef M2611
#undef M2618
#undef M2625
#undef M2632
#undef M2639
#undef M2646
#undef M2653
#undef M2660
#undef M2667
#undef M2674
#undef M2681
#undef M2688
#undef M2695
#undef M2702
#undef M2709
#undef M2716
#undef M2723
#undef M2730
#undef M2737
#undef M2744
#undef M2751
#undef M2758
#undef M2765
#undef M2772
#undef M2779
#undef M2786
#undef M2793
#undef M2800
#undef M2807
#undef M2814
#undef M2821
#undef M2828
#undef M2835
#undef M2842
#undef M2849
#undef M2856
#undef M2863
#undef M2870
#undef M2877
#undef M2884
#undef M2891
#undef M2898
#undef M2905
#undef M2912
#undef M2919
#undef M2926
#undef M2933
#undef M2940
#undef M2947
#undef M2954
#undef M2961
#undef M2968
#undef M2975
#undef M2982
#undef M2989
#undef M2996
#undef M0
#define M0 (0 + 1)
#undef M11
#define M11 (11 + 1)
#undef M22
#define M22 (22 + 1)
#undef M33
#define M33 (33 + 1)
#undef M44
#define M44 (44 + 1)
#undef M55
#define M55 (55 + 1)
#undef M66
#define M66 (66 + 1)
#undef M77
#define M77 (77 + 1)
#undef M88
#define M88 (88 + 1)
#undef M99
#define M99 (99 + 1)
#undef M110
#define M110 (110 + 1)
#undef M121
#define M121 (121 + 1)
#undef M132
#define M132 (132 + 1)
#undef M143
#define M143 (143 + 1)
#undef M154
#define M154 (154 + 1)
#undef M165
#define M165 (165 + 1)
#undef M176
#define M176 (176 + 1)
#undef M187
#define M187 (187 + 1)
#undef M198
#define M198 (198 + 1)
#undef M209
#define M209 (209 + 1)
#undef M220
#define M220 (220 + 1)
#undef M231
#define M231 (231 + 1)
#undef M242
#define M242 (242 + 1)
#undef M253
#define M253 (253 + 1)
#undef M264
#define M264 (264 + 1)
#undef M275
#define M275 (275 + 1)
#undef M286
#define M286 (286 + 1)
#undef M297
#define M297 (297 + 1)
#undef M308
#define M308 (308 + 1)
#undef M319
#define M319 (319 + 1)
#undef M330
#define M330 (330 + 1)
#undef M341
#define M341 (341 + 1)
#undef M352
#define M352 (352 + 1)
#undef M363
#define M363 (363 + 1)
#undef M374
#define M374 (374 + 1)
#undef M385
#define M385 (385 + 1)
#undef M396
#define M396 (396 + 1)
#undef M407
#define M407 (407 + 1)
#undef M418
#define M418 (418 + 1)
#undef M429
#define M429 (429 + 1)
#undef M440
#define M440 (440 + 1)
#undef M451
#define M451 (451 + 1)
#undef M462
#define M462 (462 + 1)
#undef M473
#define M473 (473 + 1)
#undef M484
#define M484 (484 + 1)
#undef M495
#define M495 (495 + 1)
#undef M506
#define M506 (506 + 1)
#undef M517
#define M517 (517 + 1)
#undef M528
#define M528 (528 + 1)
#undef M539
#define M539 (539 + 1)
#undef M550
#define M550 (550 + 1)
#undef M561
#define M561 (561 + 1)
#undef M572
#define M572 (572 + 1)
#undef M583
#define M583 (583 + 1)
#undef M594
#define M594 (594 + 1)
#undef M605
#define M605 (605 + 1)
#undef M616
#define M616 (616 + 1)
#undef M627
#define M627 (627 + 1)
#undef M638
#define M638 (638 + 1)
#undef M649
#define M649 (649 + 1)
#undef M660
#define M660 (660 + 1)
#undef M671
#define M671 (671 + 1)
#undef M682
#define M682 (682 + 1)
#undef M693
#define M693 (693 + 1)
#undef M704
#define M704 (704 + 1)
#undef M715
#define M715 (715 + 1)
#undef M726
#define M726 (726 + 1)
#undef M737
#define M737 (737 + 1)
#undef M748
#define M748 (748 + 1)
#undef M759
#define M759 (759 + 1)
#undef M770
#define M770 (770 + 1)
#undef M781
#define M781 (781 + 1)
#undef M792
#define M792 (792 + 1)
#undef M803
#define M803 (803 + 1)
#undef M814
#define M814 (814 + 1)
#undef M825
#define M825 (825 + 1)
#undef M836
#define M836 (836 + 1)
#undef M847
#define M847 (847 + 1)
#undef M858
#define M858 (858 + 1)
#undef M869
#define M869 (869 + 1)
#undef M880
#define M880 (880 + 1)
#undef M891
#define M891 (891 + 1)
#undef M902
#define M902 (902 + 1)
#undef M913
#define M913 (913 + 1)
#undef M924
#define M924 (924 + 1)
#undef M935
#define M935 (935 + 1)
#undef M946
#define M946 (946 + 1)
#undef M957
#define M957 (957 + 1)
#undef M968
#define M968 (968 + 1)
#undef M979
#define M979 (979 + 1)
#undef M990
#define M990 (990 + 1)
#undef M1001
#define M1001 (1001 + 1)
#undef M1012
#define M1012 (1012 + 1)
#undef M1023
#define M1023 (1023 + 1)
#undef M1034
#define M1034 (1034 + 1)
#undef M1045
#define M1045 (1045 + 1)
#undef M1056
#define M1056 (1056 + 1)
#undef M1067
#define M1067 (1067 + 1)
#undef M1078
#define M1078 (1078 + 1)
#undef M1089
#define M1089 (1089 + 1)
#undef M1100
#define M1100 (1100 + 1)
#undef M1111
#define M1111 (1111 + 1)
#undef M1122
#define M1122 (1122 + 1)
#undef M1133
#define M1133 (1133 + 1)
#undef M1144
#define M1144 (1144 + 1)
#undef M1155
#define M1155 (1155 + 1)
#undef M1166
#define M1166 (1166 + 1)
#undef M1177
#define M1177 (1177 + 1)
#undef M1188
#define M1188 (1188 + 1)
#undef M1199
#define M1199 (1199 + 1)
#undef M1210
#define M1210 (1210 + 1)
#undef M1221
#define M1221 (1221 + 1)
#undef M1232
#define M1232 (1232 + 1)
#undef M1243
#define M1243 (1243 + 1)
#undef M1254
#define M1254 (1254 + 1)
#undef M1265
#define M1265 (1265 + 1)
#undef M1276
#define M1276 (1276 + 1)
#undef M1287
#define M1287 (1287 + 1)
#undef M1298
#define M1298 (1298 + 1)
#undef M1309
#define M1309 (1309 + 1)
#undef M1320
#define M1320 (1320 + 1)
#undef M1331
#define M1331 (1331 + 1)
#undef M1342
#define M1342 (1342 + 1)
#undef M1353
#define M1353 (1353 + 1)
#undef M1364
#define M1364 (1364 + 1)
#undef M1375
#define M1375 (1375 + 1)
#undef M1386
#define M1386 (1386 + 1)
#undef M1397
#define M1397 (1397 + 1)
#undef M1408
#define M1408 (1408 + 1)
#undef M1419
#define M1419 (1419 + 1)
#undef M1430
#define M1430 (1430 + 1)
#undef M1441
#define M1441 (1441 + 1)
#undef M1452
#define M1452 (1452 + 1)
#undef M1463
#define M1463 (1463 + 1)
#undef M1474
#define M1474 (1474 + 1)
#undef M1485
#define M1485 (1485 + 1)
#undef M1496
#define M1496 (1496 + 1)
#undef M1507
#define M1507 (1507 + 1)
#undef M1518
#define M1518 (1518 + 1)
#undef M1529
#define M1529 (1529 + 1)
#undef M1540
#define M1540 (1540 + 1)
#undef M1551
#define M1551 (1551 + 1)
#undef M1562
#define M1562 (1562 + 1)
#undef M1573
#define M1573 (1573 + 1)
#undef M1584
#define M1584 (1584 + 1)
#undef M1595
#define M1595 (1595 + 1)
#undef M1606
#define M1606 (1606 + 1)
#undef M1617
#define M1617 (1617 + 1)
#undef M1628
#define M1628 (1628 + 1)
#undef M1639
#define M1639 (1639 + 1)
#undef M1650
#define M1650 (1650 + 1)
#undef M1661
#define M1661 (1661 + 1)
#undef M1672
#define M1672 (1672 + 1)
#undef M1683
#define M1683 (1683 + 1)
#undef M1694
#define M1694 (1694 + 1)
#undef M1705
#define M1705 (1705 + 1)
#undef M1716
#define M1716 (1716 + 1)
#undef M1727
#define M1727 (1727 + 1)
#undef M1738
#define M1738 (1738 + 1)
#undef M1749
#define M1749 (1749 + 1)
#undef M1760
#define M1760 (1760 + 1)
#undef M1771
#define M1771 (1771 + 1)
#undef M1782
#define M1782 (1782 + 1)
#undef M1793
#define M1793 (1793 + 1)
#undef M1804
#define M1804 (1804 + 1)
#undef M1815
#define M1815 (1815 + 1)
#undef M1826
#define M1826 (1826 + 1)
#undef M1837
#define M1837 (1837 + 1)
#undef M1848
#define M1848 (1848 + 1)
#undef M1859
#define M1859 (1859 + 1)
#undef M1870
#define M1870 (1870 + 1)
#undef M1881
#define M1881 (1881 + 1)
#undef M1892
#define M1892 (1892 + 1)
#undef M1903
#define M1903 (1903 + 1)
#undef M1914
#define M1914 (1914 + 1)
#undef M1925
#define M1925 (1925 + 1)
#undef M1936
#define M1936 (1936 + 1)
#undef M1947
#define M1947 (1947 + 1)
#undef M1958
#define M1958 (1958 + 1)
#undef M1969
#define M1969 (1969 + 1)
#undef M1980
#define M1980 (1980 + 1)
#undef M1991
#define M1991 (1991 + 1)
#undef M2002
#define M2002 (2002 + 1)
#undef M2013
#define M2013 (2013 + 1)
#undef M2024
#define M2024 (2024 + 1)
#undef M2035
#define M2035 (2035 + 1)
#undef M2046
#define M2046 (2046 + 1)
#undef M2057
#define M2057 (2057 + 1)
#undef M2068
#define M2068 (2068 + 1)
#undef M2079
#define M2079 (2079 + 1)
#undef M2090
#define M2090 (2090 + 1)
#undef M2101
#define M2101 (2101 + 1)
#undef M2112
#define M2112 (2112 + 1)
#undef M2123
#define M2123 (2123 + 1)
#undef M2134
#define M2134 (2134 + 1)
#undef M2145
#define M2145 (2145 + 1)
#undef M2156
#define M2156 (2156 + 1)
#undef M2167
#define M2167 (2167 + 1)
#undef M2178
#define M2178 (2178 + 1)
#undef M2189
#define M2189 (2189 + 1)
#undef M2200
#define M2200 (2200 + 1)
#undef M2211
#define M2211 (2211 + 1)
#undef M2222
#define M2222 (2222 + 1)
#undef M2233
#define M2233 (2233 + 1)
#undef M2244
#define M2244 (2244 + 1)
#undef M2255
#define M2255 (2255 + 1)
#undef M2266
#define M2266 (2266 + 1)
#undef M2277
#define M2277 (2277 + 1)
#undef M2288
#define M2288 (2288 + 1)
#undef M2299
#define M2299 (2299 + 1)
#undef M2310
#define M2310 (2310 + 1)
#undef M2321
#define M2321 (2321 + 1)
#undef M2332
#define M2332 (2332 + 1)
#undef M2343
#define M2343 (2343 + 1)
#undef M2354
#define M2354 (2354 + 1)
#undef M2365
#define M2365 (2365 + 1)
#undef M2376
#define M2376 (2376 + 1)
#undef M2387
#define M2387 (2387 + 1)
#undef M2398
#define M2398 (2398 + 1)
#undef M2409
#define M2409 (2409 + 1)
#undef M2420
#define M2420 (2420 + 1)
#undef M2431
#define M2431 (2431 + 1)
#undef M2442
#define M2442 (2442 + 1)
#undef M2453
#define M2453 (2453 + 1)
#undef M2464
#define M2464 (2464 + 1)
#undef M2475
#define M2475 (2475 + 1)
#undef M2486
#define M2486 (2486 + 1)
#undef M2497
#define M2497 (2497 + 1)
#undef M2508
#define M2508 (2508 + 1)
#undef M2519
#define M2519 (2519 + 1)
#undef M2530
#define M2530 (2530 + 1)
#undef M2541
#define M2541 (2541 + 1)
#undef M2552
#define M2552 (2552 + 1)
#undef M2563
#define M2563 (2563 + 1)
#undef M2574
#define M2574 (2574 + 1)
#undef M2585
#define M2585 (2585 + 1)
#undef M2596
#define M2596 (2596 + 1)
#undef M2607
#define M2607 (2607 + 1)
#undef M2618
#define M2618 (2618 + 1)
#undef M2629
#define M2629 (2629 + 1)
#undef M2640
#define M2640 (2640 + 1)
#undef M2651
#define M2651 (2651 + 1)
#undef M2662
#define M2662 (2662 + 1)
#undef M2673
#define M2673 (2673 + 1)
#undef M2684
#define M2684 (2684 + 1)
#undef M2695
#define M2695 (2695 + 1)
#undef M2706
#define M2706 (2706 + 1)
#undef M2717
#define M2717 (2717 + 1)
#undef M2728
#define M2728 (2728 + 1)
#undef M2739
#define M2739 (2739 + 1)
#undef M2750
#define M2750 (2750 + 1)
#undef M2761
#define M2761 (2761 + 1)
#undef M2772
#define M2772 (2772 + 1)
#undef M2783
#define M2783 (2783 + 1)
#undef M2794
#define M2794 (2794 + 1)
#undef M2805
#define M2805 (2805 + 1)
#undef M2816
#define M2816 (2816 + 1)
#undef M2827
#define M2827 (2827 + 1)
#undef M2838
#define M2838 (2838 + 1)
#undef M2849
#define M2849 (2849 + 1)
#undef M2860
#define M2860 (2860 + 1)
#undef M2871
#define M2871 (2871 + 1)
#undef M2882
#define M2882 (2882 + 1)
#undef M2893
#define M2893 (2893 + 1)
#undef M2904
#define M2904 (2904 + 1)
#undef M2915
#define M2915 (2915 + 1)
#undef M2926
#define M2926 (2926 + 1)
#undef M2937
#define M2937 (2937 + 1)
#undef M2948
#define M2948 (2948 + 1)
#undef M2959
#define M2959 (2959 + 1)
#undef M2970
#define M2970 (2970 + 1)
#undef M2981
#define M2981 (2981 + 1)
#undef M2992
#define M2992 (2992 + 1)
int v[] = {
  M0,
  M3,
  M6,
  M9,
  M12,
  M15,
  M18,
  M21,
  M24,
  M27,
  M30,
  M33,
  M36,
  M39,
  M42,
  M45,
  M48,
  M51,
  M54,
  M57,
  M60,
  M63,
  M66,
  M69,
  M72,
  M75,
  M78,
  M81,
  M84,
  M87,
  M90,
  M93,
  M96,
  M99,
  M102,
  M105,
  M108,
  M111,
  M114,
  M117,
  M120,
  M123,
  M126,
  M129,
  M132,
  M135,
  M138,
  M141,
  M144,
  M147,
  M150,
  M153,
  M156,
  M159,
  M162,
  M165,
  M168,
  M171,
  M174,
  M177,
  M180,
  M183,
  M186,
  M189,
  M192,
  M195,
  M198,
  M201,
  M204,
  M207,
  M210,
  M213,
  M216,
  M219,
  M222,
  M225,
  M228,
  M231,
  M234,
  M237,
  M240,
  M243,
  M246,
  M249,
  M252,
  M255,
  M258,
  M261,
  M264,
  M267,
  M270,
  M273,
  M276,
  M279,
  M282,
  M285,
  M288,
  M291,
  M294,
  M297,
  M300,
  M303,
  M306,
  M309,
  M312,
  M315,
  M318,
  M321,
  M324,
  M327,
  M330,
  M333,
  M336,
  M339,
  M342,
  M345,
  M348,
  M351,
  M354,
  M357,
  M360,
  M363,
  M366,
  M369,
  M372,
  M375,
  M378,
  M381,
  M384,
  M387,
  M390,
  M393,
  M396,
  M399,
  M402,
  M405,
  M408,
  M411,
  M414,
  M417,
  M420,
  M423,
  M426,
  M429,
  M432,
  M435,
  M438,
  M441,
  M444,
  M447,
  M450,
  M453,
  M456,
  M459,
  M462,
  M465,
  M468,
  M471,
  M474,
  M477,
  M480,
  M483,
  M486,
  M489,
  M492,
  M495,
  M498,
  M501,
  M504,
  M507,
  M510,
  M513,
  M516,
  M519,
  M522,
  M525,
  M528,
  M531,
  M534,
  M537,
  M540,
  M543,
  M546,
  M549,
  M552,
  M555,
  M558,
  M561,
  M564,
  M567,
  M570,
  M573,
  M576,
  M579,
  M582,
  M585,
  M588,
  M591,
  M594,
  M597,
  M600,
  M603,
  M606,
  M609,
  M612,
  M615,
  M618,
  M621,
  M624,
  M627,
  M630,
  M633,
  M636,
  M639,
  M642,
  M645,
  M648,
  M651,
  M654,
  M657,
  M660,
  M663,
  M666,
  M669,
  M672,
  M675,
  M678,
  M681,
  M684,
  M687,
  M690,
  M693,
  M696,
  M699,
  M702,
  M705,
  M708,
  M711,
  M714,
  M717,
  M720,
  M723,
  M726,
  M729,
  M732,
  M735,
  M738,
  M741,
  M744,
  M747,
  M750,
  M753,
  M756,
  M759,
  M762,
  M765,
  M768,
  M771,
  M774,
  M777,
  M780,
  M783,
  M786,
  M789,
  M792,
  M795,
  M798,
  M801,
  M804,
  M807,
  M810,
  M813,
  M816,
  M819,
  M822,
  M825,
  M828,
  M831,
  M834,
  M837,
  M840,
  M843,
  M846,
  M849,
  M852,
  M855,
  M858,
  M861,
  M864,
  M867,
  M870,
  M873,
  M876,
  M879,
  M882,
  M885,
  M888,
  M891,
  M894,
  M897,
  M900,
  M903,
  M906,
  M909,
  M912,
  M915,
  M918,
  M921,
  M924,
  M927,
  M930,
  M933,
  M936,
  M939,
  M942,
  M945,
  M948,
  M951,
  M954,
  M957,
  M960,
  M963,
  M966,
  M969,
  M972,
  M975,
  M978,
  M981,
  M984,
  M987,
  M990,
  M993,
  M996,
  M999,
  M1002,
  M1005,
  M1008,
  M1011,
  M1014,
  M1017,
  M1020,
  M1023,
  M1026,
  M1029,
  M1032,
  M1035,
  M1038,
  M1041,
  M1044,
  M1047,
  M1050,
  M1053,
  M1056,
  M1059,
  M1062,
  M1065,
  M1068,
  M1071,
  M1074,
  M1077,
  M1080,
  M1083,
  M1086,
  M1089,
  M1092,
  M1095,
  M1098,
  M1101,
  M1104,
  M1107,
  M1110,
  M1113,
  M1116,
  M1119,
  M1122,
  M1125,
  M1128,
  M1131,
  M1134,
  M1137,
  M1140,
  M1143,
  M1146,
  M1149,
  M1152,
  M1155,
  M1158,
  M1161,
  M1164,
  M1167,
  M1170,
  M1173,
  M1176,
  M1179,
  M1182,
  M1185,
  M1188,
  M1191,
  M1194,
  M1197,
  M1200,
  M1203,
  M1206,
  M1209,
  M1212,
  M1215,
  M1218,
  M1221,
  M1224,
  M1227,
  M1230,
  M1233,
  M1236,
  M1239,
  M1242,
  M1245,
  M1248,
  M1251,
  M1254,
  M1257,
  M1260,
  M1263,
  M1266,
  M1269,
  M1272,
  M1275,
  M1278,
  M1281,
  M1284,
  M1287,
  M1290,
  M1293,
  M1296,
  M1299,
  M1302,
  M1305,
  M1308,
  M1311,
  M1314,
  M1317,
  M1320,
  M1323,
  M1326,
  M1329,
  M1332,
  M1335,
  M1338,
  M1341,
  M1344,
  M1347,
  M1350,
  M1353,
  M1356,
  M1359,
  M1362,
  M1365,
  M1368,
  M1371,
  M1374,
  M1377,
  M1380,
  M1383,
  M1386,
  M1389,
  M1392,
  M1395,
  M1398,
  M1401,
  M1404,
  M1407,
  M1410,
  M1413,
  M1416,
  M1419,
  M1422,
  M1425,
  M1428,
  M1431,
  M1434,
  M1437,
  M1440,
  M1443,
  M1446,
  M1449,
  M1452,
  M1455,
  M1458,
  M1461,
  M1464,
  M1467,
  M1470,
  M1473,
  M1476,
  M1479,
  M1482,
  M1485,
  M1488,
  M1491,
  M1494,
  M1497,
  M1500,
  M1503,
  M1506,
  M1509,
  M1512,
  M1515,
  M1518,
  M1521,
  M1524,
  M1527,
  M1530,
  M1533,
  M1536,
  M1539,
  M1542,
  M1545,
  M1548,
  M1551,
  M1554,
  M1557,
  M1560,
  M1563,
  M1566,
  M1569,
  M1572,
  M1575,
  M1578,
  M1581,
  M1584,
  M1587,
  M1590,
  M1593,
  M1596,
  M1599,
  M1602,
  M1605,
  M1608,
  M1611,
  M1614,
  M1617,
  M1620,
  M1623,
  M1626,
  M1629,
  M1632,
  M1635,
  M1638,
  M1641,
  M1644,
  M1647,
  M1650,
  M1653,
  M1656,
  M1659,
  M1662,
  M1665,
  M1668,
  M1671,
  M1674,
  M1677,
  M1680,
  M1683,
  M1686,
  M1689,
  M1692,
  M1695,
  M1698,
  M1701,
  M1704,
  M1707,
  M1710,
  M1713,
  M1716,
  M1719,
  M1722,
  M1725,
  M1728,
  M1731,
  M1734,
  M1737,
  M1740,
  M1743,
  M1746,
  M1749,
  M1752,
  M1755,
  M1758,
  M1761,
  M1764,
  M1767,
  M1770,
  M1773,
  M1776,
  M1779,
  M1782,
  M1785,
  M1788,
  M1791,
  M1794,
  M1797,
  M1800,
  M1803,
  M1806,
  M1809,
  M1812,
  M1815,
  M1818,
  M1821,
  M1824,
  M1827,
  M1830,
  M1833,
  M1836,
  M1839,
  M1842,
  M1845,
  M1848,
  M1851,
  M1854,
  M1857,
  M1860,
  M1863,
  M1866,
  M1869,
  M1872,
  M1875,
  M1878,
  M1881,
  M1884,
  M1887,
  M1890,
  M1893,
  M1896,
  M1899,
  M1902,
  M1905,
  M1908,
  M1911,
  M1914,
  M1917,
  M1920,
  M1923,
  M1926,
  M1929,
  M1932,
  M1935,
  M1938,
  M1941,
  M1944,
  M1947,
  M1950,
  M1953,
  M1956,
  M1959,
  M1962,
  M1965,
  M1968,
  M1971,
  M1974,
  M1977,
  M1980,
  M1983,
  M1986,
  M1989,
  M1992,
  M1995,
  M1998,
  M2001,
  M2004,
  M2007,
  M2010,
  M2013,
  M2016,
  M2019,
  M2022,
  M2025,
  M2028,
  M2031,
  M2034,
  M2037,
  M2040,
  M2043,
  M2046,
  M2049,
  M2052,
  M2055,
  M2058,
  M2061,
  M2064,
  M2067,
  M2070,
  M2073,
  M2076,
  M2079,
  M2082,
  M2085,
  M2088,
  M2091,
  M2094,
  M2097,
  M2100,
  M2103,
  M2106,
  M2109,
  M2112,
  M2115,
  M2118,
  M2121,
  M2124,
  M2127,
  M2130,
  M2133,
  M2136,
  M2139,
  M2142,
  M2145,
  M2148,
  M2151,
  M2154,
  M2157,
  M2160,
  M2163,
  M2166,
  M2169,
  M2172,
  M2175,
  M2178,
  M2181,
  M2184,
  M2187,
  M2190,
  M2193,
  M2196,
  M2199,
  M2202,
  M2205,
  M2208,
  M2211,
  M2214,
  M2217,
  M2220,
  M2223,
  M2226,
  M2229,
  M2232,
  M2235,
  M2238,
  M2241,
  M2244,
  M2247,
  M2250,
  M2253,
  M2256,
  M2259,
  M2262,
  M2265,
  M2268,
  M2271,
  M2274,
  M2277,
  M2280,
  M2283,
  M2286,
  M2289,
  M2292,
  M2295,
  M2298,
  M2301,
  M2304,
  M2307,
  M2310,
  M2313,
  M2316,
  M2319,
  M2322,
  M2325,
  M2328,
  M2331,
  M2334,
  M2337,
  M2340,
  M2343,
  M2346,
  M2349,
  M2352,
  M2355,
  M2358,
  M2361,
  M2364,
  M2367,
  M2370,
  M2373,
  M2376,
  M2379,
  M2382,
  M2385,
  M2388,
  M2391,
  M2394,
  M2397,
  M2400,
  M2403,
  M2406,
  M2409,
  M2412,
  M2415,
  M2418,
  M2421,
  M2424,
  M2427,
  M2430,
  M2433,
  M2436,
  M2439,
  M2442,
  M2445,
  M2448,
  M2451,
  M2454,
  M2457,
  M2460,
  M2463,
  M2466,
  M2469,
  M2472,
  M2475,
  M2478,
  M2481,
  M2484,
  M2487,
  M2490,
  M2493,
  M2496,
  M2499,
  M2502,
  M2505,
  M2508,
  M2511,
  M2514,
  M2517,
  M2520,
  M2523,
  M2526,
  M2529,
  M2532,
  M2535,
  M2538,
  M2541,
  M2544,
  M2547,
  M2550,
  M2553,
  M2556,
  M2559,
  M2562,
  M2565,
  M2568,
  M2571,
  M2574,
  M2577,
  M2580,
  M2583,
  M2586,
  M2589,
  M2592,
  M2595,
  M2598,
  M2601,
  M2604,
  M2607,
  M2610,
  M2613,
  M2616,
  M2619,
  M2622,
  M2625,
  M2628,
  M2631,
  M2634,
  M2637,
  M2640,
  M2643,
  M2646,
  M2649,
  M2652,
  M2655,
  M2658,
  M2661,
  M2664,
  M2667,
  M2670,
  M2673,
  M2676,
  M2679,
  M2682,
  M2685,
  M2688,
  M2691,
  M2694,
  M2697,
  M2700,
  M2703,
  M2706,
  M2709,
  M2712,
  M2715,
  M2718,
  M2721,
  M2724,
  M2727,
  M2730,
  M2733,
  M2736,
  M2739,
  M2742,
  M2745,
  M2748,
  M2751,
  M2754,
  M2757,
  M2760,
  M2763,
  M2766,
  M2769,
  M2772,
  M2775,
  M2778,
  M2781,
  M2784,
  M2787,
  M2790,
  M2793,
  M2796,
  M2799,
  M2802,
  M2805,
  M2808,
  M2811,
  M2814,
  M2817,
  M2820,
  M2823,
  M2826,
  M2829,
  M2832,
  M2835,
  M2838,
  M2841,
  M2844,
  M2847,
  M2850,
  M2853,
  M2856,
  M2859,
  M2862,
  M2865,
  M2868,
  M2871,
  M2874,
  M2877,
  M2880,
  M2883,
  M2886,
  M2889,
  M2892,
  M2895,
  M2898,
  M2901,
  M2904,
  M2907,
  M2910,
  M2913,
  M2916,
  M2919,
  M2922,
  M2925,
  M2928,
  M2931,
  M2934,
  M2937,
  M2940,
  M2943,
  M2946,
  M2949,
  M2952,
  M2955,
  M2958,
  M2961,
  M2964,
  M2967,
  M2970,
  M2973,
  M2976,
  M2979,
  M2982,
  M2985,
  M2988,
  M2991,
  M2994,
  M2997,
};
